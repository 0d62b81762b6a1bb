// Server state of the Earnings (vendor) and Payouts (admin) screens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePayoutInput, Earnings, Payout, VendorBalance } from '@carrental/shared';
import { api, downloadFile } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['earnings'] as const;

export const earningKeys = {
  all: ROOT,
  mine: () => [...ROOT, 'mine'] as const,
  balances: () => [...ROOT, 'balances'] as const,
  vendor: (vendorId: string) => [...ROOT, 'vendor', vendorId] as const,
};

export const earningQueries = {
  mine: (enabled = true) => queryOptions({ queryKey: earningKeys.mine(), queryFn: ({ signal }) => api.get<Earnings>('/earnings', { signal }), enabled }),
  vendor: (vendorId: string, enabled = true) =>
    queryOptions({ queryKey: earningKeys.vendor(vendorId), queryFn: ({ signal }) => api.get<Earnings>(`/admin/payouts/${vendorId}`, { signal }), enabled }),
  balances: (enabled = true) =>
    queryOptions({ queryKey: earningKeys.balances(), queryFn: ({ signal }) => api.get<VendorBalance[]>('/admin/payouts', { signal }), enabled }),
};

export const useMyEarnings = (enabled = true) => useQuery(earningQueries.mine(enabled));
export const useVendorEarnings = (vendorId: string, enabled = true) => useQuery(earningQueries.vendor(vendorId, enabled));
export const useVendorBalances = (enabled = true) => useQuery(earningQueries.balances(enabled));

export const downloadEarningsCsv = () => downloadFile('/earnings.csv', 'rentwheels-earnings.csv');

/** "Mark paid": records a bank transfer; every balance is fetched again. */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    // One key per intent: a retried "Mark paid" never records the transfer twice.
    mutationFn: useIdempotentFn((input: CreatePayoutInput, options) => api.post<Payout>('/admin/payouts', input, options)),
    onSuccess: () => void client.invalidateQueries({ queryKey: earningKeys.all }),
  });
}
