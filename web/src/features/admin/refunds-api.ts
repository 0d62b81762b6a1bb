// Calls of the admin manual-refunds screen. The server checks ADMIN on each; the screen only mirrors it.
import { useQuery } from '@tanstack/react-query';
import type { ManualRefund } from '@carrental/shared';
import { api } from '@/lib/api';

export const manualRefundsKey = ['admin', 'manual-refunds'] as const;

export const useManualRefunds = (enabled: boolean) =>
  useQuery({ queryKey: manualRefundsKey, queryFn: () => api.get<ManualRefund[]>('/admin/payments/manual-refunds'), enabled });

export const settleManualRefund = (paymentId: string) =>
  api.post<ManualRefund>(`/admin/payments/manual-refunds/${encodeURIComponent(paymentId)}/settle`);
