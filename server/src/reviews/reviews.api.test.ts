// Reviews after the trip: who may write and when (409 before the end, twice or after 14 days; 404
// for strangers), double-blind reveal, the vendor's one reply, reports and hiding, reviews about a
// customer for vendors with a request from them, ratings, badges and the reminder job.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { BookingRow, CarRow, UserRow } from '../../test/factories.js';
import { bookingEvents, bookings, idDocuments, mailOutbox, notifications } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { runReviewReminders } from './index.js';

const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let otherVendor: UserRow;
let admin: UserRow;
let car: CarRow;
let booking: BookingRow;
const tok: Record<string, string> = {};

// Wall-clock times are Asia/Karachi (UTC+5): the trip ends 2030-03-03T10:00 local = 05:00 UTC.
const END = '2030-03-03T10:00:00';
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor({ name: 'Vera Vendor' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  stranger = await t.f.customer();
  otherVendor = await t.f.vendor();
  admin = await t.f.admin();
  for (const [k, u] of Object.entries({ vendor, customer, stranger, otherVendor })) tok[k] = await t.f.token(u);
  tok.admin = await t.f.token(admin, 'ADMIN');
});
afterAll(() => t.close());

beforeEach(async () => {
  atLocal('2030-03-01T09:00:00');
  // A car per test: confirmed bookings of one car may not overlap.
  car = await t.f.car(await t.f.service(vendor));
  booking = await t.f.booking(car, customer, { status: 'COMPLETED', startDate: '2030-03-01T10:00:00', endDate: END });
});

const customerReview = { rating: 4, cleanliness: 5, accuracy: 4, communication: 3, body: 'Clean car, a little late.' };
const vendorReview = { rating: 5, body: 'Returned on time, full tank.' };
const review = (who: string, payload: object, id = booking.id) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/review`, headers: bearer(tok[who]!), payload });
const state = async (who: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/review`, headers: bearer(tok[who]!) })).json();
const carReviews = async (who?: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/reviews`, headers: who ? bearer(tok[who]!) : {} })).json();

describe('who may review, and when', () => {
  it('refuses before the end (409), a stranger (404), an unconfirmed booking (409), after 14 days (409)', async () => {
    expect((await review('customer', customerReview)).statusCode).toBe(409);
    atLocal('2030-03-03T10:00:01');
    expect((await review('stranger', customerReview)).statusCode).toBe(404);
    expect((await review('otherVendor', vendorReview)).statusCode).toBe(404);
    expect((await review('admin', vendorReview)).statusCode).toBe(403);
    expect((await review('customer', customerReview, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const pending = await t.f.booking(car, customer, { status: 'PENDING', startDate: '2030-02-01T10:00:00', endDate: '2030-02-02T10:00:00' });
    expect((await review('customer', customerReview, pending.id)).statusCode).toBe(409);
    atLocal('2030-03-17T10:00:01');
    expect((await review('customer', customerReview)).statusCode).toBe(409);
    expect((await review('vendor', vendorReview)).statusCode).toBe(409);
  });

  it('each side reviews once: a second review is 409', async () => {
    atLocal('2030-03-04T09:00:00');
    expect((await review('customer', customerReview)).statusCode).toBe(201);
    expect((await review('customer', customerReview)).statusCode).toBe(409);
    expect((await review('vendor', vendorReview)).statusCode).toBe(201);
    expect((await review('vendor', vendorReview)).statusCode).toBe(409);
  });

  it('the customer must rate cleanliness, accuracy and communication; stars are 1 to 5', async () => {
    atLocal('2030-03-04T09:00:00');
    const missing = await review('customer', { rating: 4, body: 'ok' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('cleanliness');
    expect((await review('customer', { ...customerReview, rating: 6 })).statusCode).toBe(400);
    expect((await review('customer', { ...customerReview, accuracy: 0 })).statusCode).toBe(400);
    expect((await review('vendor', { rating: 2.5 })).statusCode).toBe(400);
  });
});

describe('double-blind reveal', () => {
  it('neither side sees the other\'s review until both have written', async () => {
    atLocal('2030-03-05T09:00:00');
    expect((await state('customer')).canReview).toBe(true);
    await review('customer', customerReview);
    expect((await carReviews()).reviews.filter((r: { bookingId: string }) => r.bookingId === booking.id)).toEqual([]);
    const vendorState = await state('vendor');
    expect(vendorState.theirs).toBeNull();
    expect(vendorState.canReview).toBe(true);
    const mine = await state('customer');
    expect(mine.mine).toMatchObject({ rating: 4, cleanliness: 5 });
    expect(mine.canReview).toBe(false);

    await review('vendor', vendorReview);
    expect((await state('customer')).theirs).toMatchObject({ rating: 5, body: 'Returned on time, full tank.', authorSide: 'VENDOR' });
    const page = await carReviews();
    expect(page.reviews.find((r: { bookingId: string }) => r.bookingId === booking.id)).toMatchObject({ rating: 4, author: { name: 'Kamran Customer' } });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.averageRating).not.toBeNull();
  });

  it('a single review becomes public once the 14 days have passed', async () => {
    atLocal('2030-03-05T09:00:00');
    await review('customer', { ...customerReview, body: 'Only I wrote one' });
    atLocal('2030-03-17T10:00:01');
    await runReviewReminders(t.ctx);
    expect((await carReviews()).reviews.some((r: { body: string }) => r.body === 'Only I wrote one')).toBe(true);
    expect((await state('vendor')).theirs).toMatchObject({ body: 'Only I wrote one' });
  });
});

async function publicPair() {
  atLocal('2030-03-05T09:00:00');
  const mine = (await review('customer', customerReview)).json();
  await review('vendor', vendorReview);
  return mine.id as string;
}

describe('reply, report and hide', () => {
  it('the vendor replies once; nobody else may', async () => {
    const id = await publicPair();
    const url = `/api/reviews/${id}/reply`;
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(tok.customer!), payload: { body: 'me too' } })).statusCode).toBe(403);
    const first = await t.app.inject({ method: 'POST', url, headers: bearer(tok.vendor!), payload: { body: 'Thank you!' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ reply: 'Thank you!', canReply: false });
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(tok.vendor!), payload: { body: 'Again' } })).statusCode).toBe(409);
    expect((await carReviews()).reviews.find((r: { id: string }) => r.id === id).reply).toBe('Thank you!');
  });

  it('a review not yet public cannot be replied to or reported by others (404)', async () => {
    atLocal('2030-03-05T09:00:00');
    const id = (await review('customer', customerReview)).json().id;
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/reply`, headers: bearer(tok.vendor!), payload: { body: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/report`, headers: bearer(tok.stranger!), payload: { reason: 'x' } })).statusCode).toBe(404);
  });

  it('anyone signed in reports; an admin hides with a reason (kept) and it leaves the public list', async () => {
    const id = await publicPair();
    const report = await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/report`, headers: bearer(tok.stranger!), payload: { reason: 'Insulting' } });
    expect(report.statusCode).toBe(204);
    const reported = (await t.app.inject({ method: 'GET', url: '/api/reviews/reported', headers: bearer(tok.admin!) })).json();
    expect(reported.some((r: { review: { id: string }; reason: string }) => r.review.id === id && r.reason === 'Insulting')).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/hide`, headers: bearer(tok.vendor!), payload: { reason: 'x' } })).statusCode).toBe(403);
    const hidden = await t.app.inject({ method: 'POST', url: `/api/reviews/${id}/hide`, headers: bearer(tok.admin!), payload: { reason: 'Personal insult' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toMatchObject({ reason: 'Personal insult' });
    expect((await carReviews()).reviews.some((r: { id: string }) => r.id === id)).toBe(false);
    expect((await carReviews('admin')).reviews.find((r: { id: string }) => r.id === id).hidden.reason).toBe('Personal insult');
  });
});

describe('ratings on car and service answers', () => {
  it('average and count of the public reviews, on the car, its service, the search and the service\'s reviews', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json();
    expect(before.rating).toEqual({ average: null, count: 0 });
    const search = async () => (await t.app.inject({ method: 'GET', url: '/api/cars' })).json();
    await search(); // warms the search cache before the review exists
    await publicPair();
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json().rating).toEqual({ average: 4, count: 1 });
    const service = (await t.app.inject({ method: 'GET', url: `/api/services/${car.serviceId}` })).json();
    expect(service.rating).toEqual({ average: 4, count: 1 });
    const page = (await t.app.inject({ method: 'GET', url: `/api/services/${car.serviceId}/reviews?page=1` })).json();
    expect(page).toMatchObject({ total: 1, averageRating: 4, page: 1 });
    const listed = await search();
    const cars = (listed.cars ?? listed.items ?? listed) as Array<{ id: string; rating?: unknown }>;
    const found = cars.find((c) => c.id === car.id);
    expect(found?.rating).toEqual({ average: 4, count: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/reviews?page=0` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/nope/reviews' })).statusCode).toBe(404);
  });
});

describe('search by rating', () => {
  it('sorts by average (unreviewed last) and filters by minimum stars, fresh after a review', async () => {
    const ids = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/cars?${query}&limit=100` })).json() as Array<{ id: string }>).map((c) => c.id);
    await ids('sort=rating'); // the index is loaded before the reviews exist
    const top = car;
    await publicPair(); // 4 stars for `top`
    car = await t.f.car(await t.f.service(vendor));
    booking = await t.f.booking(car, customer, { status: 'COMPLETED', startDate: '2030-03-01T10:00:00', endDate: END });
    atLocal('2030-03-05T09:00:00');
    await review('customer', { ...customerReview, rating: 2 });
    await review('vendor', vendorReview);
    const low = car;
    const unreviewed = await t.f.car(await t.f.service(vendor));

    const sorted = await ids('sort=rating');
    expect(sorted.indexOf(top.id)).toBeLessThan(sorted.indexOf(low.id));
    expect(sorted.indexOf(low.id)).toBeLessThan(sorted.indexOf(unreviewed.id));
    const good = await ids('minRating=3');
    expect(good).toContain(top.id);
    expect(good).not.toContain(low.id);
    expect(good).not.toContain(unreviewed.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/cars?minRating=6' })).statusCode).toBe(400);
  });
});

describe('reviews about a customer', () => {
  it('vendors with a request from the customer see rating, trips and badges; other vendors get 404', async () => {
    await publicPair();
    const url = `/api/users/${customer.id}/reviews`;
    const seen = await t.app.inject({ method: 'GET', url, headers: bearer(tok.vendor!) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ user: { id: customer.id }, badges: { emailVerified: true, idVerified: false } });
    expect(seen.json().trips).toBeGreaterThanOrEqual(1);
    expect(seen.json().reviews[0]).toMatchObject({ authorSide: 'VENDOR' });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(tok.otherVendor!) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(tok.stranger!) })).statusCode).toBe(404);
  });
});

describe('badges', () => {
  it('ID verified follows the latest document; responds within N hours from the vendor\'s answers', async () => {
    const badges = async (u: UserRow) => (await t.app.inject({ method: 'GET', url: `/api/users/${u.id}/badges` })).json();
    const doc = { userId: customer.id, storageKey: 'k', fileName: 'id.jpg', contentType: 'image/jpeg', sizeBytes: 10 };
    await t.ctx.db.insert(idDocuments).values({ ...doc, storageKey: 'k1', verificationStatus: 'APPROVED', uploadedOn: new Date('2030-01-01T00:00:00Z') });
    expect((await badges(customer)).idVerified).toBe(true);
    await t.ctx.db.insert(idDocuments).values({ ...doc, storageKey: 'k2', verificationStatus: 'PENDING', uploadedOn: new Date('2030-01-02T00:00:00Z') });
    expect((await badges(customer)).idVerified).toBe(false);

    const fresh = await t.f.vendor();
    const freshCar = await t.f.car(await t.f.service(fresh));
    expect((await badges(fresh)).respondsWithinHours).toBeNull();
    for (const hours of [1.5, 3, 30]) {
      const b = await t.f.booking(freshCar, customer);
      const created = new Date('2030-01-01T00:00:00Z');
      // The request at `created`, the vendor's answer `hours` later.
      await t.ctx.db.update(bookings).set({ createdAt: created }).where(eq(bookings.id, b.id));
      await t.ctx.db.insert(bookingEvents).values({ bookingId: b.id, actorId: fresh.id, action: 'accept', fromStatus: 'PENDING', toStatus: 'ACCEPTED', createdAt: new Date(created.getTime() + hours * 3600_000) });
    }
    expect((await badges(fresh)).respondsWithinHours).toBe(3);
  });
});

describe('reminders', () => {
  it('at the end of the trip and 3 days before the window closes, to each side that has not reviewed, once', async () => {
    const mine = (kind: string, user: UserRow) =>
      t.ctx.db.select().from(notifications).where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, kind), eq(notifications.userId, user.id)));
    await runReviewReminders(t.ctx);
    expect(await mine('review.reminder', customer)).toHaveLength(0);
    atLocal('2030-03-03T10:30:00');
    await runReviewReminders(t.ctx);
    await runReviewReminders(t.ctx);
    expect(await mine('review.reminder', customer)).toHaveLength(1);
    expect(await mine('review.reminder', vendor)).toHaveLength(1);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mails.some((m) => m.textBody.includes(`/bookingDetails/${booking.id}`))).toBe(true);

    await review('customer', customerReview);
    atLocal('2030-03-14T11:00:00');
    await runReviewReminders(t.ctx);
    expect(await mine('review.closing', customer)).toHaveLength(0);
    expect(await mine('review.closing', vendor)).toHaveLength(1);
  });
});
