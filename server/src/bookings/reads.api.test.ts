// A booking action reads the booking at most twice: the locked read that decides, and the answer.
// Subscribers (notifications, payments, earnings) take what they need from the event.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { bookingWorld, caller, type World } from './test-helpers.js';

let t: TestApp;
let w: World;
let call: ReturnType<typeof caller>;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ onQuery: (query) => statements.push(query) });
  call = caller(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  w = await bookingWorld(t);
});

/** Reads of one booking by its id (a join that starts from it counts once) among the statements of `act`. */
async function bookingReads(act: () => Promise<{ statusCode: number }>) {
  statements.length = 0;
  const res = await act();
  expect(res.statusCode).toBe(200);
  return statements.filter((q) => /^select\b/i.test(q) && /\bfrom "bookings"/i.test(q) && /where "bookings"\."id" = \$1/i.test(q));
}

describe('one booking action', () => {
  it('reads the booking at most twice: a suggestion, an acceptance, a cancellation', async () => {
    const suggested = await t.f.booking(w.car, w.customer);
    const suggest = await bookingReads(() =>
      call(w.vendor, 'PUT', `/bookings/${suggested.id}/suggest-changes`, { carId: w.otherCar.id, startDate: '2030-01-11T09:00', endDate: '2030-01-14T12:00', message: 'The Civic is free' }),
    );
    expect(suggest, suggest.join('\n\n')).toHaveLength(2);

    const accepted = await t.f.booking(w.car, w.customer);
    const accept = await bookingReads(() => call(w.vendor, 'PUT', `/bookings/${accepted.id}/accept`));
    expect(accept, accept.join('\n\n')).toHaveLength(2);

    const cancel = await bookingReads(() => call(w.customer, 'PUT', `/bookings/${accepted.id}/cancel`, {}));
    expect(cancel, cancel.join('\n\n')).toHaveLength(2);

    const confirmed = await t.f.booking(w.car, w.customer, { status: 'CONFIRMED', startDate: '2030-02-10T10:00:00', endDate: '2030-02-12T10:00:00' });
    const cancelPaid = await bookingReads(() => call(w.vendor, 'PUT', `/bookings/${confirmed.id}/cancel`, {}));
    expect(cancelPaid, cancelPaid.join('\n\n')).toHaveLength(2);
  });
});
