// Server state of the dashboards (issue 34): a vendor's figures and the admins' figures for a period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalyticsAnswer, VendorAnalyticsAnswer } from '@carrental/shared';
import { api } from '@/lib/api';

export type VendorFigures = VendorAnalyticsAnswer;
export type AdminFigures = AdminAnalyticsAnswer;

export interface Period {
  from: string;
  to: string;
  serviceId?: string;
}

/** The first element of every query key of this feature. */
const ROOT = ['analytics'] as const;

export const analyticsKeys = {
  all: ROOT,
  vendor: (p: Period) => [...ROOT, 'vendor', p.from, p.to, p.serviceId ?? 'all'] as const,
  admin: (p: Period) => [...ROOT, 'admin', p.from, p.to] as const,
};

const search = (p: Period) => new URLSearchParams({ from: p.from, to: p.to, ...(p.serviceId ? { serviceId: p.serviceId } : {}) }).toString();

export const analyticsQueries = {
  vendor: (p: Period) =>
    queryOptions({ queryKey: analyticsKeys.vendor(p), queryFn: ({ signal }) => api.get<VendorFigures>(`/vendor/analytics?${search(p)}`, { signal }), placeholderData: keepPreviousData }),
  admin: (p: Period) =>
    queryOptions({ queryKey: analyticsKeys.admin(p), queryFn: ({ signal }) => api.get<AdminFigures>(`/admin/analytics?${search({ from: p.from, to: p.to })}`, { signal }), placeholderData: keepPreviousData }),
};

export const useVendorFigures = (p: Period, enabled: boolean) => useQuery({ ...analyticsQueries.vendor(p), enabled: enabled && !!p.from && !!p.to && p.from <= p.to });
export const useAdminFigures = (p: Period, enabled: boolean) => useQuery({ ...analyticsQueries.admin(p), enabled: enabled && !!p.from && !!p.to && p.from <= p.to });
