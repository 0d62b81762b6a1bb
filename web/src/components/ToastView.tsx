// One toast on screen (Toaster loads this the first time there is something to show).
import { Alert, Snackbar } from '@mui/material';
import type { Toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';

export function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss: (id: Toast['id']) => void }) {
  const { t } = useI18n();
  const vertical = toast.position === 'top-center' ? 'top' : 'bottom';
  return (
    <Snackbar
      open
      autoHideDuration={toast.duration}
      onClose={(_e, reason) => reason !== 'clickaway' && onDismiss(toast.id)}
      anchorOrigin={{ vertical, horizontal: 'center' }}
      sx={vertical === 'top' ? { mt: 7 } : undefined}
    >
      <Alert severity={toast.severity} variant="filled" onClose={() => onDismiss(toast.id)} closeText={t('components.toast.close')} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
