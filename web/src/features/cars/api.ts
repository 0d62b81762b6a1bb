// Queries and mutations of the cars feature (TanStack Query over the API client).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Car, CarInput, CarWithService, CarImage, Service } from '@carrental/shared';
import { api } from '@/lib/api';

export type CarSearch = Record<string, string | undefined>;

export function useCarSearch(search: CarSearch) {
  return useQuery({
    queryKey: ['cars', 'search', search],
    queryFn: async ({ signal }) => {
      const { data, headers } = await api.getWithHeaders<Car[]>('/cars', { query: search, signal });
      // Totals are exact up to a cap; past it the server says "capped" and the page shows "1,000+".
      return { cars: data, total: Number(headers.get('X-Total-Count') ?? data.length), capped: headers.get('X-Total-Count-Capped') === 'true' };
    },
    placeholderData: keepPreviousData,
  });
}

export const useCar = (id: string | undefined) =>
  useQuery({ queryKey: ['cars', 'one', id], queryFn: () => api.get<CarWithService>(`/cars/${id}`), enabled: !!id });

export const useVendorCars = (vendorId: string | undefined) =>
  useQuery({ queryKey: ['cars', 'vendor', vendorId], queryFn: () => api.get<Car[]>(`/cars/vendor/${vendorId}`), enabled: !!vendorId });

export const useServiceCars = (serviceId: string | undefined) =>
  useQuery({ queryKey: ['cars', 'service', serviceId], queryFn: () => api.get<Car[]>(`/cars/service/${serviceId}`), enabled: !!serviceId });

/** Every car list and count may change after a write: refresh them (and the services' counts). */
function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['cars'] }), client.invalidateQueries({ queryKey: ['services'] })]);
}

export function useSaveCar() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CarInput }) =>
      id ? api.put<Car>(`/cars/${id}`, body) : api.post<Car>('/cars/addCar', body),
    onSuccess: invalidate,
  });
}

export function useDeleteCar() {
  const invalidate = useInvalidateCatalog();
  return useMutation({ mutationFn: (id: string) => api.del<void>(`/cars/deleteCar/${id}`), onSuccess: invalidate });
}

export const uploadCarImage = (file: File | Blob, where: { serviceId: string; carId: string }, fileName: string, onProgress: (p: number) => void) =>
  api.upload<CarImage>('/cars/images', file, { query: where, fileName, onProgress });

export const deleteCarImage = (url: string) => api.del<void>('/cars/images', { url });

/** The service a car is added to (same cache entry as the services feature's own query). */
export const useServiceOfCar = (serviceId: string | undefined) =>
  useQuery({ queryKey: ['services', 'one', serviceId], queryFn: () => api.get<Service>(`/services/${serviceId}`), enabled: !!serviceId });

/** A v4 UUID for a new car, made before it exists so its images go under its own prefix. */
export function newCarId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain HTTP on a LAN address does not have one.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
