import { Chip, type ChipProps } from '@mui/material';
import type { BookingStatus } from '@carrental/shared';

/**
 * Colour by meaning (the spec coloured a paid booking as red as a rejected one; see decision 0009):
 * held bookings green, waiting ones amber or blue, refused ones red, ended ones neutral.
 */
const COLORS: Partial<Record<BookingStatus, ChipProps['color']>> = {
  CONFIRMED: 'success',
  ACCEPTED: 'success',
  PENDING: 'warning',
  SUGGESTION_MADE: 'info',
  REJECTED: 'error',
};
export const statusColor = (status: BookingStatus): ChipProps['color'] => COLORS[status] ?? 'default';

export const statusLabel = (status: BookingStatus) => status.replace(/_/g, ' ');

export function StatusChip({ status, size = 'small' }: { status: BookingStatus; size?: ChipProps['size'] }) {
  return <Chip label={statusLabel(status)} color={statusColor(status)} size={size} sx={{ fontWeight: 600 }} />;
}
