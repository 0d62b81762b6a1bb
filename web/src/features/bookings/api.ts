// Server state of the bookings screens: the lists, one booking, and the lifecycle actions. Every
// action answers the updated booking, which replaces the cached copy so each screen shows it at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shortId, type Booking, type BookingActionName, type CancellationQuote, type CancelledBooking, type CreateBookingInput, type MoneyMovement, type SuggestChangesInput } from '@carrental/shared';
import { api, downloadFile } from '@/lib/api';
import type { MessageKey } from '@/lib/i18n';
import { useIdempotentFn } from '@/lib/idempotent';
import { useSession, type SessionState } from '@/lib/session';
import { earningKeys } from '@/features/earnings/api';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['bookings'] as const;

/** Which list: bookings the user received as a vendor, or sent as a customer. */
export type BookingsView = 'received' | 'sent';

export const bookingKeys = {
  all: ROOT,
  lists: () => [...ROOT, 'list'] as const,
  list: (view: BookingsView) => [...ROOT, 'list', view] as const,
  one: (id: string) => [...ROOT, 'one', id] as const,
  cancellationQuote: (id: string) => [...ROOT, 'cancellation-quote', id] as const,
  moneyHistory: (id: string) => [...ROOT, 'money-history', id] as const,
};

/**
 * The list a reader sees at /bookings (?tab=received|sent): received only for a vendor, and by
 * default the list of the mode they act in.
 */
export function bookingsViewOf(tab: string | null, session: Pick<SessionState, 'loggedInAs' | 'user'> = useSession.getState()): BookingsView {
  const canReceive = !!session.user?.roles.includes('VENDOR');
  if (tab === 'received' && canReceive) return 'received';
  if (tab === 'sent') return 'sent';
  return session.loggedInAs === 'VENDOR' && canReceive ? 'received' : 'sent';
}

export const bookingQueries = {
  list: (view: BookingsView, enabled = true) =>
    queryOptions({
      queryKey: bookingKeys.list(view),
      queryFn: ({ signal }) => api.get<Booking[]>(view === 'received' ? '/bookings/vendor' : '/bookings/customer', { signal }),
      enabled,
    }),
  one: (id: string) => queryOptions({ queryKey: bookingKeys.one(id), queryFn: ({ signal }) => api.get<Booking>(`/bookings/${id}`, { signal }) }),
  /** The booking's payments and refunds, oldest first. */
  moneyHistory: (id: string) =>
    queryOptions({
      queryKey: bookingKeys.moneyHistory(id),
      queryFn: ({ signal }) => api.get<MoneyMovement[]>(`/bookings/${id}/money-history`, { signal }),
    }),
  /** What cancelling now would refund, for the caller's side; always fresh (it depends on the time). */
  cancellationQuote: (id: string, enabled = true) =>
    queryOptions({
      queryKey: bookingKeys.cancellationQuote(id),
      queryFn: ({ signal }) => api.get<CancellationQuote>(`/bookings/${id}/cancellation-quote`, { signal }),
      enabled,
      staleTime: 0,
      gcTime: 0,
    }),
};

export function useBookingsQuery(view: BookingsView, options: { enabled?: boolean } = {}) {
  return useQuery(bookingQueries.list(view, options.enabled ?? true));
}

export function useBookingQuery(id: string | undefined, initial?: Booking) {
  return useQuery({
    ...bookingQueries.one(id ?? ''),
    enabled: !!id,
    initialData: initial,
    // A booking handed over in navigation state is shown at once and refreshed behind it.
    initialDataUpdatedAt: 0,
  });
}

/** The body-less lifecycle calls; `pay` is not one of them (it starts the checkout), nor `cancel` (useCancelBooking). */
export type BookingTransition = Exclude<BookingActionName, 'pay' | 'suggest-changes' | 'cancel'>;

/** Spec §8 fallbacks (catalog keys), used when the server gives no message. */
export const ACTION_FAILURE: Record<BookingTransition | 'suggest-changes' | 'cancel', MessageKey> = {
  accept: 'bookings.failed.accept',
  reject: 'bookings.failed.reject',
  cancel: 'bookings.failed.cancel',
  'mark-paid-outside': 'bookings.failed.complete',
  close: 'bookings.failed.close',
  'accept-changes': 'bookings.failed.acceptChanges',
  'reject-changes': 'bookings.failed.rejectChanges',
  'suggest-changes': 'bookings.failed.suggestChanges',
};

function useStoreBooking() {
  const client = useQueryClient();
  return (booking: Booking) => {
    client.setQueryData(bookingKeys.one(booking.id), booking);
    // Lists and dashboard counts change with the status: fetch them again.
    void client.invalidateQueries({ queryKey: bookingKeys.lists() });
  };
}

export function useBookingTransition(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: useIdempotentFn((action: BookingTransition, options) => api.put<Booking>(`/bookings/${id}/${action}`, undefined, options)),
    onSuccess: store,
  });
}

/** Cancels; an admin may pass the refund they chose. Answers the booking and the refund decided. */
export function useCancelBooking(id: string) {
  const store = useStoreBooking();
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn<number | undefined, CancelledBooking>((refundAmount, options) =>
      api.put<CancelledBooking>(`/bookings/${id}/cancel`, refundAmount === undefined ? undefined : { refundAmount }, options),
    ),
    onSuccess: (answer) => {
      store(answer);
      void client.invalidateQueries({ queryKey: bookingKeys.moneyHistory(id) });
      // Earnings and payouts move with a refund.
      void client.invalidateQueries({ queryKey: earningKeys.all });
    },
  });
}

export function useSuggestChanges(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: useIdempotentFn((input: SuggestChangesInput, options) => api.put<Booking>(`/bookings/${id}/suggest-changes`, input, options)),
    onSuccess: store,
  });
}

export function useCreateBooking() {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: useIdempotentFn((input: CreateBookingInput, options) => api.post<Booking>('/bookings/createBooking', input, options)),
    onSuccess: store,
  });
}

/** The receipt as the server's PDF (decision 0038), in the reader's language first; a download, not a cached query. */
export function useDownloadReceiptPdf(id: string) {
  return useMutation({ mutationFn: () => downloadFile(`/bookings/${id}/receipt.pdf`, `rentwheels-receipt-${shortId(id)}.pdf`) });
}
