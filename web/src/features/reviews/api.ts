// Server state of the reviews feature: a car's reviews, a booking's review state (double-blind),
// reviews about a customer, badges, and writing, replying and reporting.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingReviewState, CreateReviewInput, Review, ReviewPage, UserBadges, UserReviews } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { carKeys } from '@/features/cars/keys';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['reviews'] as const;

export const reviewKeys = {
  all: ROOT,
  /** Public reviews of a car or of a service's cars, one page. */
  of: (kind: 'car' | 'service', id: string, page: number) => [...ROOT, kind, id, page] as const,
  booking: (bookingId: string) => [...ROOT, 'booking', bookingId] as const,
  user: (userId: string) => [...ROOT, 'user', userId] as const,
  badges: (userId: string) => [...ROOT, 'badges', userId] as const,
  reported: () => [...ROOT, 'reported'] as const,
};

export const reviewQueries = {
  of: (kind: 'car' | 'service', id: string, page: number) =>
    queryOptions({
      queryKey: reviewKeys.of(kind, id, page),
      queryFn: ({ signal }) => api.get<ReviewPage>(`/${kind === 'car' ? 'cars' : 'services'}/${id}/reviews`, { signal, query: { page } }),
    }),
  booking: (bookingId: string) =>
    queryOptions({ queryKey: reviewKeys.booking(bookingId), queryFn: ({ signal }) => api.get<BookingReviewState>(`/bookings/${bookingId}/review`, { signal }) }),
  user: (userId: string) =>
    queryOptions({ queryKey: reviewKeys.user(userId), queryFn: ({ signal }) => api.get<UserReviews>(`/users/${userId}/reviews`, { signal }), retry: false }),
  reported: () =>
    queryOptions({
      queryKey: reviewKeys.reported(),
      queryFn: ({ signal }) => api.get<Array<{ review: Review; reason: string; reportedAt: string }>>('/reviews/reported', { signal }),
    }),
  badges: (userId: string) =>
    queryOptions({ queryKey: reviewKeys.badges(userId), queryFn: ({ signal }) => api.get<UserBadges>(`/users/${userId}/badges`, { signal }), staleTime: 5 * 60_000 }),
};

export function useCreateReview(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn((input: CreateReviewInput, options) => api.post<Review>(`/bookings/${bookingId}/review`, input, options)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.all });
      // Ratings on car and service answers may change.
      void client.invalidateQueries({ queryKey: carKeys.all });
    },
  });
}

export function useReplyReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: useIdempotentFn(({ id, body }: { id: string; body: string }, options) => api.post<Review>(`/reviews/${id}/reply`, { body }, options)),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Admins: hide with a reason (null shows it again). */
export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      reason === null ? api.post<Review>(`/reviews/${id}/unhide`) : api.post<Review>(`/reviews/${id}/hide`, { reason }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewKeys.all });
      void client.invalidateQueries({ queryKey: carKeys.all });
    },
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<null>(`/reviews/${id}/report`, { reason }),
  });
}

export const useBadges = (userId: string | undefined) => useQuery({ ...reviewQueries.badges(userId ?? ''), enabled: !!userId });
