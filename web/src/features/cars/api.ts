// Queries and mutations of the cars feature (TanStack Query over the API client). The writes live in
// ./mutations.ts, so the home page, which reads recent cars from here, does not carry them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Car, CarCity, CarWithService } from '@carrental/shared';
import { api } from '@/lib/api';

import { carKeys, type CarSearch } from './keys';

export { carKeys, type CarSearch };

/** How many cars the home page shows, newest first. */
export const RECENT_CARS = 12;

export const carQueries = {
  search: (search: CarSearch) =>
    queryOptions({
      queryKey: carKeys.search(search),
      queryFn: async ({ signal }) => {
        const { data, headers } = await api.getWithHeaders<Car[]>('/cars', { query: search, signal });
        // Totals are exact up to a cap; past it the server says "capped" and the page shows "1,000+".
        return { cars: data, total: Number(headers.get('X-Total-Count') ?? data.length), capped: headers.get('X-Total-Count-Capped') === 'true' };
      },
      placeholderData: keepPreviousData,
    }),
  recent: () =>
    queryOptions({
      queryKey: carKeys.recent(),
      queryFn: async ({ signal }) => {
        try {
          return await api.get<Car[]>('/cars', { query: { sort: 'newest', limit: RECENT_CARS }, signal });
        } catch (error) {
          // Spec §8: a failure here is only logged; the list stays empty.
          console.error('Failed to load recent cars', error);
          throw error;
        }
      },
    }),
  /** The cities that have cars, most first (the home search suggests them). */
  cities: () =>
    queryOptions({ queryKey: carKeys.cities(), queryFn: ({ signal }) => api.get<CarCity[]>('/cars/cities', { signal }), staleTime: 5 * 60_000 }),
  one: (id: string | undefined) =>
    queryOptions({ queryKey: carKeys.one(id ?? ''), queryFn: ({ signal }) => api.get<CarWithService>(`/cars/${id}`, { signal }), enabled: !!id }),
  ofVendor: (vendorId: string | undefined) =>
    queryOptions({
      queryKey: carKeys.ofVendor(vendorId ?? ''),
      queryFn: ({ signal }) => api.get<Car[]>(`/cars/vendor/${vendorId}`, { signal }),
      enabled: !!vendorId,
    }),
  ofService: (serviceId: string | undefined) =>
    queryOptions({
      queryKey: carKeys.ofService(serviceId ?? ''),
      queryFn: ({ signal }) => api.get<Car[]>(`/cars/service/${serviceId}`, { signal }),
      enabled: !!serviceId,
    }),
};

export const useCarSearch = (search: CarSearch) => useQuery(carQueries.search(search));
export const useCar = (id: string | undefined) => useQuery(carQueries.one(id));
export const useVendorCars = (vendorId: string | undefined) => useQuery(carQueries.ofVendor(vendorId));
export const useServiceCars = (serviceId: string | undefined) => useQuery(carQueries.ofService(serviceId));

export { useSaveCar, useDeleteCar, uploadCarImage, deleteCarImage, newCarId } from './mutations';
