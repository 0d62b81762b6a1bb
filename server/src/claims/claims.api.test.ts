// Issue 32: damage claims through the API, on PGlite and on PostgreSQL (TEST_DB_MODE=pg): opened by
// the vendor's side (owner or agent) within the window after the sealed check-out and under the cap,
// photos paired with the check-in's, an area already damaged at check-in flagged; the renter accepts,
// offers or disputes; the vendor accepts an offer; an admin decides once (two at once: one); both
// sides told; the deposit's seam; refusals that write nothing; the vendor's reliability figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { BookingRow, CarRow, UserRow } from '../../test/factories.js';
import { bookingEvents, bookingMoney, claimAnswers, claimDecisions, claimPhotos, claims, handoverPhotos, handovers, mailOutbox, notifications, staffMemberServices, staffMembers, users } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import type { AdminDisputes, BookingClaims, Service } from '@carrental/shared';
import { claimAmountsForSettlement } from './index.js';

// The trip ends 2030-01-13 10:00 in Karachi (05:00 UTC); the check-out is sealed at 06:30 UTC.
const clock = new TestClock(Date.parse('2030-01-13T06:30:00Z'));
let t: TestApp;
let vendor: UserRow;
let agent: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let admin2: UserRow;
let car: CarRow;
const tok: Record<'vendor' | 'agent' | 'customer' | 'stranger' | 'admin' | 'admin2', string> = { vendor: '', agent: '', customer: '', stranger: '', admin: '', admin2: '' };
const HOUR = 3_600_000;
const CHECKED_OUT = Date.parse('2030-01-13T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor({ name: 'Lahore Wheels' });
  agent = await t.f.customer({ name: 'Counter Agent' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  stranger = await t.f.vendor();
  admin = await t.f.admin();
  admin2 = await t.f.admin();
  const service = await t.f.service(vendor, { name: 'Lahore Wheels' });
  car = await t.f.car(service, { pricePerDay: 8_000 });
  const [member] = await t.ctx.db.insert(staffMembers).values({ vendorId: vendor.id, userId: agent.id, email: 'agent@example.com', role: 'agent', acceptedAt: new Date() }).returning();
  await t.ctx.db.insert(staffMemberServices).values({ staffId: member!.id, serviceId: service.id });
  for (const [who, user] of [['vendor', vendor], ['agent', agent], ['customer', customer], ['stranger', stranger], ['admin', admin], ['admin2', admin2]] as const) tok[who] = await t.f.token(user);
});
afterAll(() => t.close());

type Who = keyof typeof tok;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tok[who]), ...(payload === undefined ? {} : { payload: payload as object }) });

const sealed = (at: string) => ({
  status: 'SEALED' as const,
  createdBy: vendor.id,
  vendorAckBy: vendor.id,
  vendorAckVia: 'code' as const,
  vendorAckAt: new Date(at),
  renterAckBy: customer.id,
  renterAckVia: 'code' as const,
  renterAckAt: new Date(at),
  sealedAt: new Date(at),
  contentSha256: 'a'.repeat(64),
  createdAt: new Date(at),
});

/** A trip checked in (a scratch marked at the front, photos of the front and left) and, unless `checkOut` is false, checked out. */
async function trip(opts: { checkOut?: boolean } = {}): Promise<BookingRow> {
  clock.set(new Date(CHECKED_OUT).toISOString());
  const booking = await t.f.booking(car, customer, { status: opts.checkOut === false ? 'IN_PROGRESS' : 'COMPLETED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
  const [checkIn] = await t.ctx.db
    .insert(handovers)
    .values({ bookingId: booking.id, kind: 'check_in', odometerKm: 10_000, fuelEighths: 8, damages: [{ x: 0.5, y: 0.05, note: 'old scratch' }], createdBy: vendor.id })
    .returning();
  // Photos go on the draft; then it is sealed (a sealed record's photos never change).
  await t.ctx.db.insert(handoverPhotos).values(
    (['front', 'left'] as const).map((angle) => ({ handoverId: checkIn!.id, angle, storageKey: `handovers/${booking.id}/${angle}.webp`, thumbKey: `handovers/${booking.id}/${angle}-480w.webp`, sha256: 'b'.repeat(64), sizeBytes: 100 })),
  );
  await t.ctx.db.update(handovers).set(sealed('2030-01-10T05:00:00Z')).where(eq(handovers.id, checkIn!.id));
  if (opts.checkOut !== false) {
    await t.ctx.db.insert(handovers).values({ bookingId: booking.id, kind: 'check_out', odometerKm: 10_500, fuelEighths: 8, ...sealed(new Date(CHECKED_OUT).toISOString()) });
  }
  return booking;
}

const claimOf = (answer: BookingClaims) => answer.claims.at(-1)!;
const open = async (who: Who, bookingId: string, body: object = { areas: ['front', 'left'], amount: 30_000, document: 'estimate', note: 'Dent in the left door' }) => call(who, 'POST', `/bookings/${bookingId}/claims`, body);
const rowsOf = async (bookingId: string) => (await t.ctx.db.select().from(claims).where(eq(claims.bookingId, bookingId))).length;
const noticesOf = async (userId: string, kind: string) => (await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.kind === kind);

function multipart(bytes: Buffer, area?: string) {
  const boundary = '----claims' + Math.random().toString(16).slice(2);
  const field = area ? `--${boundary}\r\nContent-Disposition: form-data; name="area"\r\n\r\n${area}\r\n` : '';
  const head = Buffer.from(`${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dent.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 120 } } }).jpeg().toBuffer();
const upload = async (who: Who, bookingId: string, claimId: string, area?: string) => {
  const body = multipart(await photo(), area);
  return t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/claims/${claimId}/photos`, headers: { ...bearer(tok[who]), 'content-type': body.contentType }, payload: body.payload });
};

describe('opening a claim', () => {
  it('refuses before the check-out, after the window, above the cap, a stranger (404) and the renter (403), writing nothing', async () => {
    const early = await trip({ checkOut: false });
    const before = await open('vendor', early.id);
    expect(before.statusCode, before.body).toBe(409);
    expect(before.json().code).toBe('CLAIM_NOT_CHECKED_OUT');
    expect(await rowsOf(early.id)).toBe(0);

    const b = await trip();
    expect((await open('stranger', b.id)).statusCode).toBe(404);
    expect((await open('customer', b.id)).statusCode).toBe(403);
    expect((await open('admin', b.id)).statusCode).toBe(403);
    const above = await open('vendor', b.id, { areas: ['rear'], amount: 1_000_001, document: 'invoice' });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields.amount).toMatch(/1,000,000/);
    expect((await open('vendor', b.id, { areas: [], amount: 100, document: 'invoice' })).statusCode).toBe(400);
    clock.set(new Date(CHECKED_OUT + 48 * HOUR + 1_000).toISOString());
    const late = await open('vendor', b.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CLAIM_WINDOW_CLOSED');
    expect(await rowsOf(b.id)).toBe(0);
    expect(await noticesOf(customer.id, 'claims.opened')).toHaveLength(0);
  });

  it('the agent opens one at the cap on the 48th hour; the renter is told; the front is flagged as damaged at check-in', async () => {
    const b = await trip();
    clock.set(new Date(CHECKED_OUT + 48 * HOUR).toISOString());
    const res = await open('agent', b.id, { areas: ['front', 'left'], amount: 1_000_000, document: 'invoice' });
    expect(res.statusCode, res.body).toBe(201);
    const claim = claimOf(res.json());
    expect(claim).toMatchObject({ state: 'open', amount: 1_000_000, areas: ['front', 'left'], damagedAtCheckIn: ['front'], escalated: false, closedAmount: null });
    const notices = await noticesOf(customer.id, 'claims.opened');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(/1,000,000/);
    const seen = (await call('customer', 'GET', `/bookings/${b.id}/claims`)).json() as BookingClaims;
    expect(seen).toMatchObject({ viewerSide: 'CUSTOMER', canClaim: false, checkInDamages: [{ x: 0.5, y: 0.05, note: 'old scratch' }] });
    expect((await call('stranger', 'GET', `/bookings/${b.id}/claims`)).statusCode).toBe(404);
  });

  it('pairs each photo with the check-in photo of its area; the renter adds their own; an area not claimed is refused', async () => {
    const b = await trip();
    const claim = claimOf((await open('vendor', b.id)).json());
    const res = await upload('vendor', b.id, claim.id, 'left');
    expect(res.statusCode, res.body).toBe(201);
    const [p] = claimOf(res.json()).photos;
    expect(p).toMatchObject({ area: 'left', checkIn: { angle: 'left' } });
    expect(p!.checkIn!.url).toContain('left');
    expect((await upload('vendor', b.id, claim.id, 'rear')).statusCode).toBe(400);
    expect((await upload('vendor', b.id, claim.id)).statusCode).toBe(400);
    expect((await upload('stranger', b.id, claim.id, 'left')).statusCode).toBe(404);
    const renter = await upload('customer', b.id, claim.id);
    expect(renter.statusCode, renter.body).toBe(201);
    expect(claimOf(renter.json()).renterPhotos).toHaveLength(1);
    expect((await t.ctx.db.select().from(claimPhotos).where(eq(claimPhotos.claimId, claim.id))).length).toBe(2);
  });

  it('corrects an unanswered claim with a new row, once; an answered one cannot be corrected', async () => {
    const b = await trip();
    const first = claimOf((await open('vendor', b.id)).json());
    const corrected = await open('vendor', b.id, { areas: ['left'], amount: 25_000, document: 'invoice', replacesId: first.id });
    expect(corrected.statusCode, corrected.body).toBe(201);
    const answer = corrected.json() as BookingClaims;
    expect(answer.claims.map((c) => c.amount)).toEqual([25_000]);
    expect(answer.corrected.map((c) => [c.id, c.state])).toEqual([[first.id, 'corrected']]);
    expect((await open('vendor', b.id, { areas: ['left'], amount: 20_000, document: 'invoice', replacesId: first.id })).statusCode).toBe(409);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${first.id}/accept`)).statusCode).toBe(409);
    const standing = answer.claims[0]!;
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${standing.id}/accept`)).statusCode).toBe(200);
    expect((await open('vendor', b.id, { areas: ['left'], amount: 1_000, document: 'invoice', replacesId: standing.id })).statusCode).toBe(409);
    expect(await rowsOf(b.id)).toBe(2);
    expect(await claimAmountsForSettlement(t.ctx.db, b.id)).toEqual([{ id: standing.id, state: 'decided', amount: 25_000, decidedAmount: 25_000 }]);
  });
});

describe('telling both sides', () => {
  it('in the app and by email, each in their own language (the renter in Urdu, the vendor in English)', async () => {
    await t.ctx.db.update(users).set({ locale: 'ur' }).where(eq(users.id, customer.id));
    try {
      const b = await trip();
      const claim = claimOf((await open('vendor', b.id)).json());
      const [notice] = (await noticesOf(customer.id, 'claims.opened')).filter((n) => n.bookingId === b.id);
      expect(notice!.message).toContain('نقصان کا دعویٰ');
      const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
      expect(mails.some((m) => m.subject === notice!.message && m.textBody.includes('دعویٰ'))).toBe(true);
      expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/dispute`, { comment: 'Not me' })).statusCode).toBe(200);
      const [told] = (await noticesOf(vendor.id, 'claims.disputed')).filter((n) => n.bookingId === b.id);
      expect(told!.message).toMatch(/^The renter disputes the damage claim of Rs 30,000 for .+; an admin will decide\.$/);
      expect((await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, vendor.email))).some((m) => m.subject === told!.message)).toBe(true);
    } finally {
      await t.ctx.db.update(users).set({ locale: 'en' }).where(eq(users.id, customer.id));
    }
  });
});

describe('answers and offers', () => {
  it('the renter offers less; the vendor accepts the offer and the claim closes at it; nothing twice; the wrong party 403', async () => {
    const b = await trip();
    const claim = claimOf((await open('vendor', b.id)).json());
    expect((await call('vendor', 'PUT', `/bookings/${b.id}/claims/${claim.id}/offer`, { amount: 10_000 })).statusCode).toBe(403);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/accept-offer`)).statusCode).toBe(403);
    expect((await call('vendor', 'PUT', `/bookings/${b.id}/claims/${claim.id}/accept-offer`)).statusCode).toBe(409);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/offer`, { amount: 30_000 })).statusCode).toBe(400);
    const offered = await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/offer`, { amount: 18_000, comment: 'The dent was small' });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(claimOf(offered.json())).toMatchObject({ state: 'offered', answer: { answer: 'offered', offerAmount: 18_000, comment: 'The dent was small' } });
    expect(await noticesOf(vendor.id, 'claims.offered')).toHaveLength(1);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/dispute`, { comment: 'changed my mind' })).statusCode).toBe(409);
    const settled = await call('agent', 'PUT', `/bookings/${b.id}/claims/${claim.id}/accept-offer`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(claimOf(settled.json())).toMatchObject({ state: 'settled', closedAmount: 18_000 });
    expect((await call('vendor', 'PUT', `/bookings/${b.id}/claims/${claim.id}/accept-offer`)).statusCode).toBe(409);
    expect(await noticesOf(customer.id, 'claims.settled')).toHaveLength(1);
    expect(await claimAmountsForSettlement(t.ctx.db, b.id)).toEqual([{ id: claim.id, state: 'decided', amount: 30_000, decidedAmount: 18_000 }]);
    // Settled against the deposit in the same act: one ledger row for the claim, at the offer (decision 0044's seam).
    const settledRows = await t.ctx.db.select().from(bookingMoney).where(eq(bookingMoney.bookingId, b.id));
    expect(settledRows.filter((r) => r.kind === 'charge_settled').map((r) => [r.reference, r.amount])).toEqual([[`claim:${claim.id}`, 18_000]]);
    // Closed: no more photos.
    expect((await upload('customer', b.id, claim.id)).statusCode).toBe(409);
  });
});

describe('the admins decide', () => {
  it('a dispute goes to the queue; an admin decides once (two at once: one stands); more than the claim 400; both sides told', async () => {
    const b = await trip();
    const claim = claimOf((await open('vendor', b.id)).json());
    expect((await call('admin', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 1, reason: 'Too early' })).json().code).toBe('CLAIM_NOT_ESCALATED');
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/dispute`, { comment: '  ' })).statusCode).toBe(400);
    const disputed = await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/dispute`, { comment: 'The dent was there at check-in' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(claimOf(disputed.json())).toMatchObject({ state: 'disputed', escalated: true });
    expect(await claimAmountsForSettlement(t.ctx.db, b.id)).toEqual([{ id: claim.id, state: 'disputed', amount: 30_000 }]);

    const queue = (await call('admin', 'GET', '/admin/disputes')).json() as AdminDisputes;
    expect(queue.claims.find((c) => c.id === claim.id)).toMatchObject({ vendorName: 'Lahore Wheels', customerName: 'Kamran Customer', state: 'disputed' });
    expect((await call('vendor', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 1, reason: 'x' })).statusCode).toBe(403);
    expect((await call('admin', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 30_001, reason: 'More' })).statusCode).toBe(400);
    expect((await call('admin', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 1, reason: ' ' })).statusCode).toBe(400);

    const [x, y] = await Promise.all([
      call('admin', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 15_000, reason: 'Half: the check-in shows a scratch there' }),
      call('admin2', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 5_000, reason: 'Another view' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const loser = x.statusCode === 409 ? x : y;
    expect(loser.json().code).toBe('CLAIM_DECIDED');
    const rows = await t.ctx.db.select().from(claimDecisions).where(eq(claimDecisions.claimId, claim.id));
    expect(rows).toHaveLength(1);
    const winner = (x.statusCode === 200 ? x : y).json() as BookingClaims;
    expect(claimOf(winner)).toMatchObject({ state: 'decided', closedAmount: rows[0]!.amount, escalated: false });
    expect(await noticesOf(customer.id, 'claims.decided')).toHaveLength(1);
    expect(await noticesOf(vendor.id, 'claims.decided')).toHaveLength(1);
    expect(((await call('admin', 'GET', '/admin/disputes')).json() as AdminDisputes).claims.some((c) => c.id === claim.id)).toBe(false);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${claim.id}/accept`)).statusCode).toBe(409);
  });

  it('a claim left open 72 hours goes to the queue (not a second before) and may be decided', async () => {
    const b = await trip();
    const claim = claimOf((await open('vendor', b.id)).json());
    const accepted = ((await open('vendor', b.id, { areas: ['rear'], amount: 2_000, document: 'invoice' })).json() as BookingClaims).claims.find((c) => c.amount === 2_000)!;
    expect((await call('customer', 'PUT', `/bookings/${b.id}/claims/${accepted.id}/accept`)).statusCode).toBe(200);
    clock.set(new Date(CHECKED_OUT + 72 * HOUR - 1_000).toISOString());
    expect(((await call('admin', 'GET', '/admin/disputes')).json() as AdminDisputes).claims.some((c) => c.id === claim.id)).toBe(false);
    clock.set(new Date(CHECKED_OUT + 72 * HOUR).toISOString());
    const queue = ((await call('admin', 'GET', '/admin/disputes')).json() as AdminDisputes).claims.filter((c) => c.bookingId === b.id);
    expect(queue.map((c) => [c.id, c.state, c.escalated])).toEqual([[claim.id, 'open', true]]);
    expect((await call('admin', 'PUT', `/admin/claims/${accepted.id}/decide`, { amount: 0, reason: 'x' })).statusCode).toBe(409);
    const res = await call('admin', 'PUT', `/admin/claims/${claim.id}/decide`, { amount: 0, reason: 'No evidence of new damage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.select().from(claimAnswers).where(eq(claimAnswers.claimId, claim.id))).toHaveLength(0);
  });

  it('an unknown claim id is a 404', async () => {
    expect((await call('admin', 'PUT', '/admin/claims/not-a-uuid/decide', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', '/admin/claims/00000000-0000-4000-8000-000000000000/decide', { amount: 1, reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the vendor’s reliability on the service page', () => {
  it('counts completed trips, late cancellations, deposits back on time and claims upheld (hand-computed)', async () => {
    clock.set('2030-03-01T06:00:00Z');
    const host = await t.f.vendor({ name: 'Reliable Rides' });
    const service = await t.f.service(host);
    const own = await t.f.car(service, { pricePerDay: 5_000 });
    const make = (status: 'COMPLETED' | 'CANCELLED', startDate: string, endDate: string) => t.f.booking(own, customer, { status, startDate, endDate });
    // Three completed trips.
    const done = [
      await make('COMPLETED', '2030-01-01T10:00:00', '2030-01-03T10:00:00'),
      await make('COMPLETED', '2030-01-05T10:00:00', '2030-01-07T10:00:00'),
      await make('COMPLETED', '2030-01-09T10:00:00', '2030-01-11T10:00:00'),
    ];
    // Cancellations: by the vendor 47 hours before the start (late), by the vendor 49 hours before (not), by the renter 1 hour before (not).
    const c1 = await make('CANCELLED', '2030-02-10T10:00:00', '2030-02-12T10:00:00');
    const c2 = await make('CANCELLED', '2030-02-14T10:00:00', '2030-02-16T10:00:00');
    const c3 = await make('CANCELLED', '2030-02-18T10:00:00', '2030-02-20T10:00:00');
    // Karachi is UTC+5: 2030-02-10 10:00 local is 05:00 UTC.
    await t.ctx.db.insert(bookingEvents).values([
      { bookingId: c1.id, actorId: host.id, action: 'cancel', fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', createdAt: new Date('2030-02-08T06:00:00Z') },
      { bookingId: c2.id, actorId: host.id, action: 'cancel', fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', createdAt: new Date('2030-02-12T04:00:00Z') },
      { bookingId: c3.id, actorId: customer.id, action: 'cancel', fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', createdAt: new Date('2030-02-18T04:00:00Z') },
    ]);
    // Deposits at the counter (7 days to return): trip 1 back on day 2, trip 2 back on day 9 (late), trip 3 never (past its deadline).
    const deposit = (bookingId: string, kind: 'deposit_received' | 'deposit_returned', at: string) =>
      t.ctx.db.insert(bookingMoney).values({ bookingId, kind, via: 'vendor', method: 'cash', amount: 10_000, createdBy: host.id, createdAt: new Date(at) });
    await deposit(done[0]!.id, 'deposit_received', '2030-01-01T05:00:00Z');
    await deposit(done[0]!.id, 'deposit_returned', '2030-01-05T05:00:00Z');
    await deposit(done[1]!.id, 'deposit_received', '2030-01-05T05:00:00Z');
    await deposit(done[1]!.id, 'deposit_returned', '2030-01-16T05:00:00Z');
    await deposit(done[2]!.id, 'deposit_received', '2030-01-09T05:00:00Z');
    // Claims: one accepted (upheld), one decided at 0 (not upheld), one still open (not counted), one corrected (not counted).
    const claim = async (bookingId: string, replacesId: string | null = null) =>
      (await t.ctx.db.insert(claims).values({ bookingId, areas: ['front'], amount: 5_000, document: 'estimate', createdBy: host.id, replacesId }).returning())[0]!;
    const upheld = await claim(done[0]!.id);
    await t.ctx.db.insert(claimAnswers).values({ claimId: upheld.id, answer: 'accepted', customerId: customer.id });
    const rejected = await claim(done[1]!.id);
    await t.ctx.db.insert(claimAnswers).values({ claimId: rejected.id, answer: 'disputed', comment: 'no', customerId: customer.id });
    await t.ctx.db.insert(claimDecisions).values({ claimId: rejected.id, amount: 0, reason: 'No proof', adminId: admin.id });
    await claim(done[2]!.id);
    const old = await claim(done[2]!.id);
    await t.ctx.db.insert(claimAnswers).values({ claimId: old.id, answer: 'accepted', customerId: customer.id });
    await claim(done[2]!.id, old.id);

    const res = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}` });
    expect(res.statusCode, res.body).toBe(200);
    // 1 late of (3 + 1) = 25 %; 1 of 3 deposits on time = 33 %; 1 of 2 claims upheld = 50 %.
    expect((res.json() as Service).reliability).toEqual({
      tripsCompleted: 3,
      lateCancellations: 1,
      lateCancellationPercent: 25,
      depositsOnTimePercent: 33,
      claimsUpheldPercent: 50,
      claimsClosed: 2,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect((list.json() as Service[]).find((s) => s.id === service.id)!.reliability).toBeUndefined();
  });
});
