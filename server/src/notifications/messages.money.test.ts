// The payment emails carry the booking's price lines (decision 0015): the vendor sees the platform
// fee and their earning, the customer the total and the cancellation policy with its dates.
import { describe, expect, it } from 'vitest';
import { noticesFor, priceLinesText, type BookingFacts } from './messages.js';

const facts: BookingFacts = {
  id: '11111111-2222-4333-8444-555555abcdef',
  startDate: '2030-03-04T10:00:00',
  endDate: '2030-03-06T10:00:00',
  car: { make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022 },
  serviceName: 'Lahore Motors',
  customer: { id: 'c', name: 'Ayesha Khan', email: 'ayesha@example.pk' },
  vendor: { id: 'v', name: 'Vera', email: 'vera@example.pk' },
  money: { totalAmount: 10_000, platformFeePercent: 10, cancellationPolicy: 'FLEXIBLE' },
};

describe('price lines in emails', () => {
  it('shows the fee and the earning to the vendor only', () => {
    expect(priceLinesText(facts, 'VENDOR')).toBe('2 days × PKR 5,000: PKR 10,000; Total: PKR 10,000; Platform fee (10%): − PKR 1,000; Your earning: PKR 9,000.');
    expect(priceLinesText(facts, 'CUSTOMER')).toBe('2 days × PKR 5,000: PKR 10,000; Total: PKR 10,000.');
  });

  it('puts them in the payment emails, with the policy for the customer', () => {
    const notices = noticesFor({ type: 'booking.paid', bookingId: facts.id, actorId: null, actorSide: 'SYSTEM', fromStatus: 'ACCEPTED', toStatus: 'CONFIRMED' }, facts);
    const vendor = notices.find((n) => n.audience === 'VENDOR')!;
    const customer = notices.find((n) => n.audience === 'CUSTOMER')!;
    expect(vendor.mail!.paragraphs).toContain(priceLinesText(facts, 'VENDOR'));
    expect(customer.mail!.paragraphs).toContain(priceLinesText(facts, 'CUSTOMER'));
    expect(customer.mail!.paragraphs).toContain('Cancellation policy: Full refund until 3 Mar 2030, 10:00 am; 50% refund until 4 Mar 2030, 10:00 am; No refund once the rental has started.');
  });

  it('says how much of the payment a refund gave back', () => {
    const [notice] = noticesFor(
      { type: 'booking.refunded', bookingId: facts.id, actorId: null, actorSide: 'SYSTEM', fromStatus: 'CANCELLED', toStatus: 'CANCELLED', refundedAmount: 5_000 },
      facts,
    );
    expect(notice!.message).toBe('PKR 5,000 of your payment for TOYOTA Corolla 2022, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am, was refunded');
  });

  it('tells the other party what a cancellation refunds', () => {
    const base = { bookingId: facts.id, fromStatus: 'CONFIRMED' as const, toStatus: 'CANCELLED' as const, type: 'booking.cancelled' as const };
    const [toVendor] = noticesFor({ ...base, actorId: 'c', actorSide: 'CUSTOMER', refund: { amount: 5_000, reason: 'CUSTOMER_CANCELLED' } }, facts);
    expect(toVendor!.mail!.paragraphs).toContain('PKR 5,000 goes back to the customer, and your earning is reduced in proportion.');
    const [toCustomer] = noticesFor({ ...base, actorId: 'v', actorSide: 'VENDOR', refund: { amount: 10_000, reason: 'VENDOR_CANCELLED' } }, facts);
    expect(toCustomer!.mail!.paragraphs).toContain('Booking #abcdef is cancelled; PKR 10,000 of your payment is refunded to you.');
    const byAdmin = noticesFor({ ...base, actorId: 'admin', actorSide: 'SYSTEM', refund: { amount: 3_000, reason: 'ADMIN_CANCELLED' } }, facts);
    expect(byAdmin.map((n) => n.mail!.paragraphs[0])).toEqual([
      'RentWheels cancelled your booking of the TOYOTA Corolla 2022, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am.',
      'RentWheels cancelled the booking of the TOYOTA Corolla 2022, 4 Mar 2030, 10:00 am to 6 Mar 2030, 10:00 am.',
    ]);
  });

  it('emails the customer who cancelled when the cancellation refunds something, and only then', () => {
    const base = { bookingId: facts.id, fromStatus: 'CONFIRMED' as const, toStatus: 'CANCELLED' as const, type: 'booking.cancelled' as const, actorId: 'c', actorSide: 'CUSTOMER' as const };
    const notices = noticesFor({ ...base, refund: { amount: 5_000, reason: 'CUSTOMER_CANCELLED' } }, facts);
    const own = notices.find((n) => n.audience === 'CUSTOMER');
    expect(own?.message).toBeNull();
    expect(own?.mail?.subject).toBe('Your cancellation of TOYOTA Corolla 2022: refund on its way');
    expect(own?.mail?.paragraphs).toContain('Booking #abcdef is cancelled; PKR 5,000 of your payment is refunded to you.');
    expect(noticesFor({ ...base, refund: { amount: 0, reason: 'CUSTOMER_CANCELLED' } }, facts).some((n) => n.audience === 'CUSTOMER')).toBe(false);
  });
});
