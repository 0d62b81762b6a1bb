// Server state of the vendor's analytics screen.
import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsQuery, VendorAnalytics } from '@carrental/shared';
import { api } from '@/lib/api';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['analytics'] as const;

export const analyticsKeys = {
  all: ROOT,
  vendor: (query: AnalyticsQuery) => [...ROOT, 'vendor', query] as const,
};

export const analyticsQueries = {
  vendor: (query: AnalyticsQuery) =>
    queryOptions({ queryKey: analyticsKeys.vendor(query), queryFn: ({ signal }) => api.get<VendorAnalytics>('/vendor/analytics', { signal, query: { ...query } }) }),
};

/** A CSV file of `rows` (the first is the header), handed to the browser to save. */
export function downloadCsv(fileName: string, rows: (string | number)[][]) {
  const escape = (cell: string | number) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell));
  // A byte-order mark, so that spreadsheet programs read Urdu names as UTF-8.
  const blob = new Blob([`\uFEFF${rows.map((r) => r.map(escape).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
