import { api } from '@/lib/api';

/** Starts the hosted checkout for an ACCEPTED booking: the browser leaves for the payment page. */
export async function startPayment(bookingId: string): Promise<void> {
  const { url } = await api.post<{ url: string }>(`/bookings/${bookingId}/create-payment`);
  window.location.assign(url);
}
