// The staff feature's query keys and the caller's own memberships, apart from its screens and
// mutations: the header's navigation reads the memberships (a manager's Insights, a member's Work
// and a driver's trips) without loading the staff feature.
import { queryOptions } from '@tanstack/react-query';
import type { MyMembership } from '@carrental/shared';
import { api } from '@/lib/api';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['staff'] as const;

export const staffKeys = {
  all: ROOT,
  members: () => [...ROOT, 'members'] as const,
  invitations: () => [...ROOT, 'invitations'] as const,
  memberships: () => [...ROOT, 'memberships'] as const,
  audit: (query: object) => [...ROOT, 'audit', query] as const,
  drivers: () => [...ROOT, 'drivers'] as const,
  bookingDriver: (bookingId: string) => [...ROOT, 'booking-driver', bookingId] as const,
  trips: () => [...ROOT, 'trips'] as const,
  papers: (carId: string) => [...ROOT, 'papers', carId] as const,
};

/** The companies the caller works for and their role in each (empty for everyone else). */
export const membershipsQuery = () =>
  queryOptions({ queryKey: staffKeys.memberships(), queryFn: ({ signal }) => api.get<MyMembership[]>('/staff/me', { signal }), staleTime: 5 * 60_000 });
