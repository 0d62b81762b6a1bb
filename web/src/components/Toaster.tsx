import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

// The snackbar code loads with the first toast, not with the first page (toasts float over the
// page, so arriving a moment later moves nothing).
const ToastView = lazy(async () => ({ default: (await import('./ToastView')).ToastView }));

/** Shows the oldest pending toast; the next one appears when it closes. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const current = toasts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} toast={current} onDismiss={dismiss} />
    </Suspense>
  );
}
