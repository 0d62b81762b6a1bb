// One toast on screen (Toaster loads this the first time there is something to show).
import { Alert, Snackbar } from '@mui/material';
import type { Toast } from '@/lib/toast';

export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: Toast['id']) => void }) {
  const vertical = toast.position === 'top-center' ? 'top' : 'bottom';
  return (
    <Snackbar
      open
      autoHideDuration={toast.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && onDismiss(toast.id)}
      anchorOrigin={{ vertical, horizontal: 'center' }}
      sx={vertical === 'top' ? { mt: 7 } : undefined}
    >
      <Alert severity={toast.severity} variant="filled" onClose={() => onDismiss(toast.id)} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
