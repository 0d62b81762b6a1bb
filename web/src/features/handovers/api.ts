// Server state of the handovers (issue 31): a booking's records, starting a draft, asking the
// renter's code, acknowledging. Photos and drafts made in the capture go through the outbox
// (outbox.ts), which keeps them on the device until they are sent.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingHandovers, Handover, HandoverAcknowledgeInput } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { bookingKeys } from '@/features/bookings/api';

const ROOT = ['handovers'] as const;

export const handoverKeys = {
  all: ROOT,
  booking: (bookingId: string) => [...ROOT, 'booking', bookingId] as const,
};

export const handoverQueries = {
  booking: (bookingId: string) =>
    queryOptions({
      queryKey: handoverKeys.booking(bookingId),
      queryFn: ({ signal }) => api.get<BookingHandovers>(`/bookings/${bookingId}/handovers`, { signal }),
    }),
};

/** Refreshes the records and the booking (a seal moves its status). */
export function useRefreshHandovers(bookingId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: handoverKeys.booking(bookingId) });
    void client.invalidateQueries({ queryKey: bookingKeys.one(bookingId) });
    void client.invalidateQueries({ queryKey: bookingKeys.lists() });
  };
}

export function useSendCode(bookingId: string) {
  return useMutation({
    mutationFn: useIdempotentFn((handoverId: string, options) => api.post<{ expiresAt: string }>(`/bookings/${bookingId}/handovers/${handoverId}/code`, undefined, options)),
  });
}

export function useAcknowledge(bookingId: string) {
  const refresh = useRefreshHandovers(bookingId);
  return useMutation({
    mutationFn: useIdempotentFn((input: { handoverId: string; body: HandoverAcknowledgeInput }, options) =>
      api.post<Handover>(`/bookings/${bookingId}/handovers/${input.handoverId}/acknowledge`, input.body ?? {}, options),
    ),
    onSuccess: refresh,
  });
}
