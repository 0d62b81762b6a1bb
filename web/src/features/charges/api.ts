// Server state of the charges after the trip (issues 32 and 30, decisions 0043 and 0044): a
// booking's charges with the deposit settled, the admins' disputes queue, and the writes (the
// vendor adds or lowers a charge with a photo, the renter accepts or disputes, an admin decides a
// charge or a payment record). Each write refreshes the charges and the booking's statement.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDisputes, Booking, BookingCharges, ChargeDecisionInput, ChargeDisputeInput, ChargeInput, MoneyDecision, MoneyDecisionInput } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';

const ROOT = ['charges'] as const;

export const chargeKeys = {
  all: ROOT,
  booking: (bookingId: string) => [...ROOT, 'booking', bookingId] as const,
  disputes: () => [...ROOT, 'disputes'] as const,
};

export const chargeQueries = {
  booking: (bookingId: string) =>
    queryOptions({ queryKey: chargeKeys.booking(bookingId), queryFn: ({ signal }) => api.get<BookingCharges>(`/bookings/${bookingId}/charges`, { signal }) }),
  disputes: () => queryOptions({ queryKey: chargeKeys.disputes(), queryFn: ({ signal }) => api.get<AdminDisputes>('/admin/disputes', { signal }) }),
  /** The booking of a dispute's file, for its handover records (admins read any booking). */
  bookingOf: (bookingId: string) => queryOptions({ queryKey: [...ROOT, 'file', bookingId], queryFn: ({ signal }) => api.get<Booking>(`/bookings/${bookingId}`, { signal }) }),
};

function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: ROOT });
    // The statement (rental money) shows the deposit taken and what is owed.
    await client.invalidateQueries({ queryKey: ['rental-money'] });
  };
}

/** The vendor adds a charge (or lowers one: `replacesId`), then its photo if one was chosen. */
export function useAddCharge(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: useIdempotentFn(async ({ input, photo }: { input: ChargeInput; photo: File | null }, options) => {
      const answer = await api.post<BookingCharges>(`/bookings/${bookingId}/charges`, input, options);
      if (!photo || input.replacesId) return answer;
      const added = answer.charges.filter((c) => c.kind === input.kind && c.origin === 'added').at(-1);
      return added ? api.upload<BookingCharges>(`/bookings/${bookingId}/charges/${added.id}/evidence`, photo) : answer;
    }),
    onSuccess: refresh,
  });
}

export function useChargePhoto(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ chargeId, photo }: { chargeId: string; photo: File }) => api.upload<BookingCharges>(`/bookings/${bookingId}/charges/${chargeId}/evidence`, photo),
    onSuccess: refresh,
  });
}

export function useAcceptCharge(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (chargeId: string) => api.put<BookingCharges>(`/bookings/${bookingId}/charges/${chargeId}/accept`), onSuccess: refresh });
}

export function useDisputeCharge(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ chargeId, input, photo }: { chargeId: string; input: ChargeDisputeInput; photo: File | null }) => {
      const answer = await api.put<BookingCharges>(`/bookings/${bookingId}/charges/${chargeId}/dispute`, input);
      return photo ? api.upload<BookingCharges>(`/bookings/${bookingId}/charges/${chargeId}/evidence`, photo) : answer;
    },
    onSuccess: refresh,
  });
}

export function useDecideCharge() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ chargeId, input }: { chargeId: string; input: ChargeDecisionInput }) => api.put<BookingCharges>(`/admin/disputes/${chargeId}/decide`, input), onSuccess: refresh });
}

export function useDecideMoney() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ rowId, input }: { rowId: string; input: MoneyDecisionInput }) => api.put<MoneyDecision>(`/admin/money-disputes/${rowId}/decide`, input), onSuccess: refresh });
}
