import { Alert, Snackbar } from '@mui/material';
import { useToasts } from '@/lib/toast';

/** Shows the oldest pending toast; the next one appears when it closes. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const current = toasts[0];
  if (!current) return null;
  const vertical = current.position === 'top-center' ? 'top' : 'bottom';
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && dismiss(current.id)}
      anchorOrigin={{ vertical, horizontal: 'center' }}
      sx={vertical === 'top' ? { mt: 7 } : undefined}
    >
      <Alert severity={current.severity} variant="filled" onClose={() => dismiss(current.id)} sx={{ width: '100%' }}>
        {current.message}
      </Alert>
    </Snackbar>
  );
}
