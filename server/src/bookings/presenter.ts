// The booking answer: whitelisted fields only, shaped for the caller's side.
import { bookingLines, rentalDays, type Booking, type BookingStatus } from '@carrental/shared';
import { isAdmin, type Actor } from '../auth/actor.js';
import { actionsFor, contactDetailsPass, sideOf } from './policy.js';
import type { BookingView } from './queries.js';

/** Statuses that expire when nobody acts (decision 0016). */
const WAITING: readonly BookingStatus[] = ['PENDING', 'SUGGESTION_MADE', 'ACCEPTED'];

/** Statuses of a paid booking: the renter may see the car's plate (issue 31). */
const PAID: readonly BookingStatus[] = ['CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** `now` is the marketplace's wall clock (what the caller may do depends on it). */
export function presentBooking(view: BookingView, actor: Actor, now: string): Booking {
  const { booking, car, service, customer, previousCar } = view;
  const over = booking.suggestedOver;
  const side = sideOf(actor, booking, service);
  const status = booking.status;
  // One rule for contact details (decision 0046): each side sees the other's once the booking
  // was paid. The customer's reach the vendor's side who serves them, nobody else (admins have
  // their own user screens); the provider's phone reaches the customer and admins.
  const contactsPass = contactDetailsPass(Boolean(view.everConfirmed));
  const showContact = side === 'VENDOR' && contactsPass;
  const showProviderPhone = isAdmin(actor) || (side === 'CUSTOMER' && contactsPass) || side === 'VENDOR';
  return {
    id: booking.id,
    carId: booking.carId,
    customerId: booking.customerId,
    serviceId: booking.serviceId,
    status,
    startDate: booking.startDate,
    endDate: booking.endDate,
    description: booking.description,
    totalAmount: booking.totalAmount,
    withDriver: booking.withDriver,
    expiresAt: WAITING.includes(status) ? (booking.expiresAt ?? booking.startDate) : null,
    createdAt: iso(booking.createdAt),
    updatedAt: iso(booking.updatedAt),
    car: {
      id: car.id,
      make: car.make,
      customMake: car.customMake,
      model: car.model,
      year: car.year,
      name: car.name,
      pricePerDay: car.pricePerDay,
      coverImageUrl: car.coverImageUrl ?? null,
      // The plate is not public: the vendor, an admin, and the renter once paid (issue 31).
      ...(side === 'VENDOR' || isAdmin(actor) || PAID.includes(status) ? { registrationNumber: car.registrationNumber ?? null } : {}),
    },
    service: {
      id: service.id,
      name: service.name,
      description: service.description,
      addressLine1: service.addressLine1,
      addressLine2: service.addressLine2,
      city: service.city,
      state: service.state,
      postalCode: service.postalCode,
      country: service.country,
      vendorId: service.vendorId,
      ...(showProviderPhone ? { phone: service.phone } : {}),
    },
    customer: showContact
      ? { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      : { id: customer.id, name: customer.name },
    viewerSide: side,
    // Accepting over a held booking of the same car can only fail: not offered, and said why.
    availableActions: actionsFor(booking, side, isAdmin(actor), now).filter(
      (action) => !(view.heldByAnother && (action === 'accept' || action === 'accept-changes')),
    ),
    suggestion:
      over && previousCar
        ? {
            message: booking.vendorMessage,
            previous: { car: previousCar, startDate: over.startDate, endDate: over.endDate, totalAmount: over.totalAmount, withDriver: over.withDriver },
          }
        : null,
    heldConflict: view.heldByAnother && (status === 'PENDING' || status === 'SUGGESTION_MADE'),
    cancellationPolicy: booking.cancellationPolicy,
    lines: bookingLines({
      startDate: booking.startDate,
      endDate: booking.endDate,
      // The rate the stored total was computed with (the car's price may have changed since).
      pricePerDay: Math.round(booking.totalAmount / Math.max(1, rentalDays(booking.startDate, booking.endDate))),
      side,
      feePercent: booking.platformFeePercent,
      priceLines: booking.priceLines,
    }).lines,
  };
}
