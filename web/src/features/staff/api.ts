// Server state of the staff feature (decision 0039): the owner's staff, the caller's invitations
// and companies, the audit log, drivers and their trips, a car's papers.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, AuditQuery, CarPapers, DriverTrip, InviteStaffInput, MyMembership, StaffInvitation, StaffMember } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { bookingKeys } from '@/features/bookings/api';
import { membershipsQuery, staffKeys } from './keys';

export { staffKeys };

export interface AssignableDriver {
  staffId: string;
  name: string;
  serviceIds: string[];
}

export const staffQueries = {
  members: () => queryOptions({ queryKey: staffKeys.members(), queryFn: ({ signal }) => api.get<StaffMember[]>('/vendor/staff', { signal }) }),
  invitations: () => queryOptions({ queryKey: staffKeys.invitations(), queryFn: ({ signal }) => api.get<StaffInvitation[]>('/staff/invitations', { signal }) }),
  memberships: membershipsQuery,
  audit: (query: AuditQuery) =>
    queryOptions({ queryKey: staffKeys.audit(query), queryFn: ({ signal }) => api.get<AuditEntry[]>('/vendor/audit-log', { signal, query: { ...query } }) }),
  drivers: () => queryOptions({ queryKey: staffKeys.drivers(), queryFn: ({ signal }) => api.get<AssignableDriver[]>('/vendor/drivers', { signal }) }),
  bookingDriver: (bookingId: string) =>
    queryOptions({
      queryKey: staffKeys.bookingDriver(bookingId),
      queryFn: ({ signal }) => api.get<{ driver: { staffId: string; name: string } | null }>(`/bookings/${bookingId}/driver`, { signal }),
    }),
  trips: () => queryOptions({ queryKey: staffKeys.trips(), queryFn: ({ signal }) => api.get<DriverTrip[]>('/driver/trips', { signal }) }),
  papers: (carId: string) => queryOptions({ queryKey: staffKeys.papers(carId), queryFn: ({ signal }) => api.get<CarPapers>(`/cars/${carId}/papers`, { signal }) }),
};

export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((input: InviteStaffInput, options) => api.post<StaffMember>('/vendor/staff', input, options)),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useRemoveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((staffId: string, options) => api.del<null>(`/vendor/staff/${staffId}`, undefined, options)),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** Accepting an invitation changes what the caller may see everywhere: every booking list too. */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((id: string, options) => api.post<MyMembership[]>(`/staff/invitations/${id}/accept`, undefined, options)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: staffKeys.all }), client.invalidateQueries({ queryKey: bookingKeys.all })]),
  });
}

export function useAssignDriver(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((driverId: string, options) => api.put<{ staffId: string; name: string }>(`/bookings/${bookingId}/driver`, { driverId }, options)),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useSavePapers(carId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((papers: CarPapers, options) => api.put<CarPapers>(`/cars/${carId}/papers`, papers, options)),
    onSuccess: (papers) => client.setQueryData(staffKeys.papers(carId), papers),
  });
}
