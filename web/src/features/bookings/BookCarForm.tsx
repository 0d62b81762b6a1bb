// Placeholder: the bookings feature builds the "Book this Car" form.
import type { Car } from '@carrental/shared';

export function BookCarForm(_props: { car: Car }) {
  return null;
}
