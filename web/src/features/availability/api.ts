// Server state of availability (decision 0016): a car's rules and calendar (the quote is the trips feature's); the vendor's
// rules, blocks and unblocks. Writes refresh availability, the car lists (search, instant marks)
// and bookings (a block declines open requests).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityRulesAnswer, Block, CalendarSync, CarCalendar, RulesOverride } from '@carrental/shared';
import { api } from '@/lib/api';
import { readById, useInvalidate } from '@/lib/queries';
import { bookingKeys } from '@/features/bookings/api';
import { carKeys } from '@/features/cars/keys';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['availability'] as const;

export const availabilityKeys = {
  all: ROOT,
  carRules: (carId: string) => [...ROOT, 'car-rules', carId] as const,
  serviceRules: (serviceId: string) => [...ROOT, 'service-rules', serviceId] as const,
  calendar: (carId: string, from: string, to: string) => [...ROOT, 'calendar', carId, from, to] as const,
  sync: (carId: string) => [...ROOT, 'sync', carId] as const,
};

export const availabilityQueries = {
  carRules: readById<AvailabilityRulesAnswer>(availabilityKeys.carRules, (carId) => `/cars/${carId}/availability-rules`),
  serviceRules: readById<AvailabilityRulesAnswer>(availabilityKeys.serviceRules, (serviceId) => `/services/${serviceId}/availability-rules`),
  /** `from`/`to`: "YYYY-MM-DD" days. */
  calendar: (carId: string | undefined, from: string, to: string) =>
    queryOptions({
      queryKey: availabilityKeys.calendar(carId ?? '', from, to),
      queryFn: ({ signal }) => api.get<CarCalendar>(`/cars/${carId}/calendar`, { query: { from, to }, signal }),
      enabled: !!carId,
      placeholderData: keepPreviousData,
    }),
  /** The car's private feed URL and imported calendars (its vendor only). */
  sync: (carId: string | undefined, enabled = true) =>
    queryOptions({
      queryKey: availabilityKeys.sync(carId ?? ''),
      queryFn: ({ signal }) => api.get<CalendarSync>(`/cars/${carId}/calendar-sync`, { signal }),
      enabled: !!carId && enabled,
    }),
};

const useRefresh = () => useInvalidate(ROOT, carKeys.all, bookingKeys.all);

export function useSaveCarRules(carId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rules: RulesOverride) => api.put<AvailabilityRulesAnswer>(`/cars/${carId}/availability-rules`, rules),
    onSuccess: refresh,
  });
}

export function useSaveServiceRules(serviceId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rules: RulesOverride) => api.put<AvailabilityRulesAnswer>(`/services/${serviceId}/availability-rules`, rules),
    onSuccess: refresh,
  });
}

/** Blocks each range in turn; answers the blocks made and the requests they declined. */
export function useBlockDays(carId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (ranges: { startDate: string; endDate: string; note?: string }[]) => {
      const made: (Block & { declinedBookingIds: string[] })[] = [];
      for (const range of ranges) made.push(await api.post<Block & { declinedBookingIds: string[] }>(`/cars/${carId}/blocks`, range));
      return made;
    },
    onSettled: refresh,
  });
}

export function useUnblock(carId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (blockIds: string[]) => {
      for (const id of blockIds) await api.del<void>(`/cars/${carId}/blocks/${id}`);
    },
    onSettled: refresh,
  });
}

export function useRegenerateFeed(carId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarSync>(`/cars/${carId}/calendar-feed/regenerate`),
    onSuccess: (answer) => client.setQueryData(availabilityKeys.sync(carId), answer),
  });
}

export function useAddImport(carId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (url: string) => api.post<CalendarSync>(`/cars/${carId}/calendar-imports`, { url }), onSettled: refresh });
}

export function useRemoveImport(carId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.del<void>(`/cars/${carId}/calendar-imports/${id}`), onSettled: refresh });
}

/** The calendar's month arithmetic and a day's coverage by unavailable ranges, for other features' forms. */
export { addMonths, coverage } from './calendar';
