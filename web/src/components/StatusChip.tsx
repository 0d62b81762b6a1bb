// A booking's status as a coloured chip: the bookings' screens and the dashboard show it.
import { Chip, type ChipProps } from '@mui/material';
import type { BookingStatus } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

/**
 * Colour by meaning (the spec coloured a paid booking as red as a rejected one; see decision 0009):
 * held bookings green, waiting ones amber or blue, refused ones red, ended ones neutral.
 */
const COLORS: Partial<Record<BookingStatus, ChipProps['color']>> = {
  CONFIRMED: 'success',
  IN_PROGRESS: 'primary',
  ACCEPTED: 'success',
  PENDING: 'warning',
  SUGGESTION_MADE: 'info',
  REJECTED: 'error',
};
export const statusColor = (status: BookingStatus): ChipProps['color'] => COLORS[status] ?? 'default';

export function StatusChip({ status, size = 'small' }: { status: BookingStatus; size?: ChipProps['size'] }) {
  const { t } = useI18n();
  return <Chip label={t(`bookings.status.${status}`)} color={statusColor(status)} size={size} sx={{ fontWeight: 600 }} />;
}
