// The cars feature's writes (re-exported by ./api.ts): save, delete, images, a new car's id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, CarInput, CarImage } from '@carrental/shared';
import { useIdempotentFn } from '@/lib/idempotent';
import { api } from '@/lib/api';
import { serviceKeys } from '@/features/services/api';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['cars'] as const;

/** Every car list and count may change after a write: refresh them (and the services' counts). */
function useInvalidateCatalog() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ROOT }), client.invalidateQueries({ queryKey: serviceKeys.all })]);
}

export function useSaveCar() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: useIdempotentFn(({ id, body }: { id?: string; body: CarInput }, options) =>
      id ? api.put<Car>(`/cars/${id}`, body, options) : api.post<Car>('/cars/addCar', body, options),
    ),
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
