import type { CheckoutUrl } from '@carrental/shared';
import { api } from '@/lib/api';

/**
 * Starts the hosted checkout for an ACCEPTED booking: the browser leaves for the payment page.
 * Throws ApiError (and stays) when the server refuses, e.g. the booking is no longer ACCEPTED.
 */
export async function startPayment(bookingId: string): Promise<void> {
  const { url } = await api.post<CheckoutUrl>(`/bookings/${bookingId}/create-payment`);
  window.location.assign(url);
}
