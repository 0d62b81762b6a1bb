// Server state of trip pricing (decision 0031): the itemised quote of a trip, the all-in totals of
// a search's cards, the trip terms of a service and a car, a booking's stored lines and extensions.
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { BookingTrip, Extension, Shortening, ShorteningQuote, TripQuoteAnswer, TripTermsAnswer, TripTermsOverride, TripTotal } from '@carrental/shared';
import { api } from '@/lib/api';
import { readById, useInvalidate } from '@/lib/queries';
import { useIdempotentFn } from '@/lib/idempotent';
import { bookingKeys } from '@/features/bookings/api';
import { carKeys } from '@/features/cars/keys';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['trips'] as const;

/** A trip's mode and destination (the type the booking form's slot gives, decision 0052). */
export type { TripChoice } from '@/lib/slots';
import type { TripChoice } from '@/lib/slots';

export const tripKeys = {
  all: ROOT,
  quote: (carId: string, startDate: string, endDate: string, trip: TripChoice) => [...ROOT, 'quote', carId, startDate, endDate, trip.mode, trip.destination] as const,
  totals: (carIds: string[], startDate: string, endDate: string, mode: string, destination: string) =>
    [...ROOT, 'totals', carIds.join(','), startDate, endDate, mode, destination] as const,
  carTerms: (carId: string) => [...ROOT, 'car-terms', carId] as const,
  serviceTerms: (serviceId: string) => [...ROOT, 'service-terms', serviceId] as const,
  booking: (bookingId: string) => [...ROOT, 'booking', bookingId] as const,
  shortening: (bookingId: string, endDate: string) => [...ROOT, 'shortening', bookingId, endDate] as const,
};

export const tripQueries = {
  /** The server's itemised price of the trip (the booking is charged exactly its total); null dates: not asked. */
  quote: (carId: string, startDate: string | null, endDate: string | null, trip: TripChoice) =>
    queryOptions({
      queryKey: tripKeys.quote(carId, startDate ?? '', endDate ?? '', trip),
      queryFn: ({ signal }) =>
        api.get<TripQuoteAnswer>(`/cars/${carId}/quote`, { query: { startDate, endDate, mode: trip.mode, destination: trip.destination || undefined }, signal }),
      enabled: !!startDate && !!endDate,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  /** All-in totals of the cards of a search with dates. */
  totals: (carIds: string[], startDate: string, endDate: string, mode: string, destination: string) =>
    queryOptions({
      queryKey: tripKeys.totals(carIds, startDate, endDate, mode, destination),
      queryFn: ({ signal }) =>
        api.get<TripTotal[]>('/trips/totals', { query: { carIds: carIds.join(','), startDate, endDate, mode: mode || undefined, destination: destination || undefined }, signal }),
      enabled: carIds.length > 0 && !!startDate && !!endDate,
      staleTime: 30_000,
    }),
  carTerms: readById<TripTermsAnswer>(tripKeys.carTerms, (carId) => `/cars/${carId}/trip-terms`),
  serviceTerms: readById<TripTermsAnswer>(tripKeys.serviceTerms, (serviceId) => `/services/${serviceId}/trip-terms`),
  booking: readById<BookingTrip>(tripKeys.booking, (bookingId) => `/bookings/${bookingId}/trip`),
  /** What returning earlier would give back (changes nothing); null: not asked yet. */
  shortening: (bookingId: string, endDate: string | null) =>
    queryOptions({
      queryKey: tripKeys.shortening(bookingId, endDate ?? ''),
      queryFn: ({ signal }) => api.get<ShorteningQuote>(`/bookings/${bookingId}/shortening`, { query: { endDate }, signal }),
      enabled: !!endDate,
      retry: false,
    }),
};

const useRefresh = () => useInvalidate(ROOT, carKeys.all, bookingKeys.all);

export function useSaveTerms(level: 'service' | 'car', id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (terms: TripTermsOverride) => api.put<TripTermsAnswer>(`/${level === 'service' ? 'services' : 'cars'}/${id}/trip-terms`, terms),
    onSuccess: refresh,
  });
}

export function useRequestExtension(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (endDate: string) => api.post<Extension>(`/bookings/${bookingId}/extensions`, { endDate }),
    onSuccess: refresh,
  });
}

export function useDecideExtension(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ extensionId, decision }: { extensionId: string; decision: 'accept' | 'decline' }) =>
      api.put<Extension>(`/bookings/${bookingId}/extensions/${extensionId}/${decision}`),
    onSuccess: refresh,
  });
}

export function useShortenTrip(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: useIdempotentFn((endDate: string, options) => api.post<Shortening>(`/bookings/${bookingId}/shortenings`, { endDate }, options)),
    onSuccess: refresh,
  });
}
