// Toasts: a tiny store read by <Toaster/>. Defaults follow the spec: a success toast for 3 s,
// errors for 6 s at the bottom centre.
import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
  severity: 'success' | 'error' | 'info' | 'warning';
  duration: number;
  position: 'top-center' | 'bottom-center';
}

interface ToastState {
  toasts: Toast[];
  push(toast: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
}

let nextId = 1;
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => set((s) => ({ toasts: [...s.toasts, { ...toast, id: nextId++ }] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

type Options = Partial<Pick<Toast, 'duration' | 'position'>>;
const show = (severity: Toast['severity'], defaults: Pick<Toast, 'duration' | 'position'>) => (message: string, options: Options = {}) =>
  useToasts.getState().push({ message, severity, ...defaults, ...options });

export const toast = {
  success: show('success', { duration: 3000, position: 'top-center' }),
  info: show('info', { duration: 3000, position: 'top-center' }),
  warning: show('warning', { duration: 5000, position: 'bottom-center' }),
  error: show('error', { duration: 6000, position: 'bottom-center' }),
};
