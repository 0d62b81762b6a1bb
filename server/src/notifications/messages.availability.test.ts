// What availability's events tell whom (decision 0016): expiry to both parties, an instant booking
// to the vendor, a request declined for blocked days to the customer, and the quote's lines in
// the emails.
import { describe, expect, it } from 'vitest';
import type { BookingEvent } from '../bookings/events.js';
import { noticesFor, priceLinesText, type BookingFacts } from './messages.js';

const facts: BookingFacts = {
  id: '11111111-2222-4333-8444-555555abcdef',
  startDate: '2030-03-04T10:00:00',
  endDate: '2030-03-06T10:00:00',
  car: { make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022 },
  serviceName: 'Lahore Motors',
  customer: { id: 'c', name: 'Ayesha Khan', email: 'ayesha@example.pk' },
  vendor: { id: 'v', name: 'Vera', email: 'vera@example.pk' },
  money: {
    totalAmount: 13_000,
    platformFeePercent: 10,
    cancellationPolicy: 'FLEXIBLE',
    priceLines: [
      { kind: 'days', label: '1 day × PKR 5,000', amount: 5_000 },
      { kind: 'weekend-days', label: '1 weekend day × PKR 6,000', amount: 6_000 },
      { kind: 'driver', label: 'Driver: 2 days × PKR 1,000', amount: 2_000 },
    ],
  },
};
const event = (e: Partial<BookingEvent>): BookingEvent => ({ type: 'booking.expired', bookingId: facts.id, actorId: null, actorSide: 'SYSTEM', fromStatus: 'PENDING', toStatus: 'EXPIRED', ...e });

describe('availability notices', () => {
  it('tells both parties of an expiry, saying what was not done', () => {
    const pending = noticesFor(event({}), facts);
    expect(pending.map((n) => n.audience).sort()).toEqual(['CUSTOMER', 'VENDOR']);
    expect(pending[0]!.message).toBe('The booking for TOYOTA Corolla 2022, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am: the request was not answered in time. Booking #abcdef has expired.');
    expect(pending.every((n) => n.mail?.subject.includes('expired'))).toBe(true);
    const unpaid = noticesFor(event({ fromStatus: 'ACCEPTED' }), facts);
    expect(unpaid[0]!.message).toMatch(/was not paid in time and the car was released/);
  });

  it('tells the vendor of an instant booking, not the customer who made it', () => {
    const notices = noticesFor(event({ type: 'booking.accepted', actorSide: 'SYSTEM', fromStatus: 'PENDING', toStatus: 'ACCEPTED' }), facts);
    expect(notices.map((n) => n.audience)).toEqual(['VENDOR']);
    expect(notices[0]!.message).toBe('Ayesha Khan booked TOYOTA Corolla 2022 instantly, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am; it is held until paid');
  });

  it('tells the customer a request was declined because the days were blocked', () => {
    const notices = noticesFor(event({ type: 'booking.rejected', actorId: 'v', actorSide: 'VENDOR', toStatus: 'REJECTED', reason: 'dates-blocked' }), facts);
    expect(notices.map((n) => [n.audience, n.message])).toEqual([
      ['CUSTOMER', 'Your booking request for TOYOTA Corolla 2022, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am, was declined: the car is no longer available on those days'],
    ]);
  });

  it('puts the quote’s lines in the emails', () => {
    expect(priceLinesText(facts, 'CUSTOMER')).toBe('1 day × PKR 5,000: PKR 5,000; 1 weekend day × PKR 6,000: PKR 6,000; Driver: 2 days × PKR 1,000: PKR 2,000; Total: PKR 13,000.');
  });
});
