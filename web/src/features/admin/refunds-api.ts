// Calls of the admin manual-refunds screen. The server checks ADMIN on each; the screen only mirrors it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualRefund } from '@carrental/shared';
import { api } from '@/lib/api';
import { adminKeys } from './api';

export const manualRefundsKey = [...adminKeys.all, 'manual-refunds'] as const;

export const useManualRefunds = (enabled: boolean) =>
  useQuery({ queryKey: manualRefundsKey, queryFn: ({ signal }) => api.get<ManualRefund[]>('/admin/payments/manual-refunds', { signal }), enabled });

/** "Mark settled" on a refund paid back by hand; the list reloads after it. */
export function useSettleManualRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => api.post<ManualRefund>(`/admin/payments/manual-refunds/${encodeURIComponent(paymentId)}/settle`),
    onSettled: () => client.invalidateQueries({ queryKey: manualRefundsKey }),
  });
}
