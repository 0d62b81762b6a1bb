import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** A yes/no question before a destructive action. */
export function ConfirmDialog(props: { open: boolean; title: string; text: string; confirmLabel: string; busy?: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy} startIcon={props.busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
