// A button that waits on its work (a mutation's `isPending`): disabled while busy, with a spinner
// where its icon goes; its words may change while busy. Also disabled when `disabled` says so.
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export interface BusyButtonProps extends ButtonProps {
  busy: boolean;
}

export function BusyButton({ busy, disabled, startIcon, size, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} size={size} disabled={busy || disabled} startIcon={busy ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" /> : startIcon}>
      {children}
    </Button>
  );
}
