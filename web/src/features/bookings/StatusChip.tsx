import { Chip, type ChipProps } from '@mui/material';
import type { BookingStatus } from '@carrental/shared';

/** Spec §2: PENDING warning, ACCEPTED success, every other status error. */
export const statusColor = (status: BookingStatus): ChipProps['color'] =>
  status === 'PENDING' ? 'warning' : status === 'ACCEPTED' ? 'success' : 'error';

export const statusLabel = (status: BookingStatus) => status.replace(/_/g, ' ');

export function StatusChip({ status, size = 'small' }: { status: BookingStatus; size?: ChipProps['size'] }) {
  return <Chip label={statusLabel(status)} color={statusColor(status)} size={size} sx={{ fontWeight: 600 }} />;
}
