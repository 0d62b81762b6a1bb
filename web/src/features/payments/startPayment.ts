import type { CheckoutUrl, PaymentMethodId } from '@carrental/shared';
import { api } from '@/lib/api';

/**
 * Starts the hosted checkout for an ACCEPTED booking with the chosen method (the server's default
 * without one): the browser leaves for the payment page, by link or, for JazzCash and Easypaisa,
 * by posting the signed form the server answered. Throws ApiError (and stays) when the server
 * refuses, e.g. the booking is no longer ACCEPTED.
 */
export async function startPayment(bookingId: string, method?: PaymentMethodId, extensionId?: string): Promise<void> {
  // An accepted extension of a confirmed booking is paid the same way, for its amount (decision 0031).
  const body = { ...(method ? { method } : {}), ...(extensionId ? { extensionId } : {}) };
  const answer = await api.post<CheckoutUrl>(`/bookings/${bookingId}/create-payment`, Object.keys(body).length ? body : undefined);
  if (answer.form) {
    postForm(answer.form.action, answer.form.fields);
    return;
  }
  window.location.assign(answer.url);
}

/** Posts the fields to `action` the way a plain HTML form would (the provider's page expects it). */
export function postForm(action: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
