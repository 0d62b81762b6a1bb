// Server state of the damage claims (issue 32, decision 0045): a booking's claims, opening one,
// its photos, the renter's answers and the vendor's acceptance of an offer. Every write answers
// the booking's claims, which replace the cached ones.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingClaims, ClaimArea, ClaimDecisionInput, ClaimInput, ClaimOfferInput } from '@carrental/shared';
import { api, type RequestOptions } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { shrinkPhoto } from '@/lib/shrinkPhoto';

const ROOT = ['claims'] as const;

export const claimKeys = {
  all: ROOT,
  booking: (bookingId: string) => [...ROOT, 'booking', bookingId] as const,
};

export const claimQueries = {
  booking: (bookingId: string) =>
    queryOptions({
      queryKey: claimKeys.booking(bookingId),
      queryFn: ({ signal }) => api.get<BookingClaims>(`/bookings/${bookingId}/claims`, { signal }),
    }),
};

/** A write whose answer is the booking's claims, kept as the cached ones. */
function useClaimsWrite<I>(bookingId: string, send: (input: I, options: RequestOptions) => Promise<BookingClaims>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn<I, BookingClaims>(send),
    onSuccess: (answer) => client.setQueryData(claimKeys.booking(bookingId), answer),
  });
}

export const useOpenClaim = (bookingId: string) =>
  useClaimsWrite(bookingId, (input: ClaimInput, options) => api.post<BookingClaims>(`/bookings/${bookingId}/claims`, input, options));

export const useAcceptClaim = (bookingId: string) =>
  useClaimsWrite(bookingId, (claimId: string, options) => api.put<BookingClaims>(`/bookings/${bookingId}/claims/${claimId}/accept`, undefined, options));

export const useOfferOnClaim = (bookingId: string) =>
  useClaimsWrite(bookingId, (input: { claimId: string; body: ClaimOfferInput }, options) => api.put<BookingClaims>(`/bookings/${bookingId}/claims/${input.claimId}/offer`, input.body, options));

export const useDisputeClaim = (bookingId: string) =>
  useClaimsWrite(bookingId, (input: { claimId: string; comment: string }, options) =>
    api.put<BookingClaims>(`/bookings/${bookingId}/claims/${input.claimId}/dispute`, { comment: input.comment }, options),
  );

export const useAcceptOffer = (bookingId: string) =>
  useClaimsWrite(bookingId, (claimId: string, options) => api.put<BookingClaims>(`/bookings/${bookingId}/claims/${claimId}/accept-offer`, undefined, options));

/** A photo of a claim: the vendor's of one area (`area`), the renter's without; shrunk on the device first, as handover photos are. */
export const useClaimPhoto = (bookingId: string) =>
  useClaimsWrite(bookingId, async (input: { claimId: string; file: File; area?: ClaimArea }, options) => {
    const small = await shrinkPhoto(input.file, { maxSizeMB: 0.5, maxWidthOrHeight: 1600, fileType: 'image/jpeg', useWebWorker: false }).catch(() => input.file);
    return api.upload<BookingClaims>(`/bookings/${bookingId}/claims/${input.claimId}/photos`, small, {
      query: input.area ? { area: input.area } : undefined,
      fileName: 'claim.jpg',
      idempotencyKey: options.idempotencyKey,
    });
  });

/** An admin decides a disputed claim (or one open 72 hours): an amount and a written reason, final. */
export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, input }: { claimId: string; input: ClaimDecisionInput }) => api.put<BookingClaims>(`/admin/claims/${claimId}/decide`, input),
    onSuccess: (answer) => {
      client.setQueryData(claimKeys.booking(answer.bookingId), answer);
      // The admins' queue and the booking's money (the deposit settled against the claim) change too.
      void client.invalidateQueries();
    },
  });
}
