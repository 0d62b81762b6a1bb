// The one yes/no question asked before an action that cannot be undone (delete a user, a service,
// a car; cancel or reject a booking). While the action runs both buttons wait and the dialog stays.
import { useI18n } from '@/lib/i18n';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { BusyButton } from './BusyButton';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The way out without acting ("Cancel" unless the action itself is called that). */
  cancelLabel?: string;
  /** The action's mutation is running (its isPending). */
  busy?: boolean;
  /** Red confirm button for an action that removes or ends something. */
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <BusyButton
          onClick={onConfirm}
          busy={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
        >
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
