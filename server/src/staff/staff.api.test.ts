// Staff of a company through HTTP on a real database (issue 34, decision 0039): the owner invites
// by email, the invitee accepts from their own account; then the role × action matrix: every staff
// role against every vendor operation, in its branch, in another branch of the same company and in
// another company; a refusal is a 403/404 that changes nothing. Removing a member ends their
// sessions at once. Also on PostgreSQL (TEST_DB_MODE=pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookings, staffMembers } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';

let t: TestApp;
let owner: UserRow;
let otherOwner: UserRow;
let customer: UserRow;
const staff: Record<'manager' | 'agent' | 'driver', UserRow> = {} as never;
const tokens = new Map<string, string>();
let inBranch: { service: ServiceRow; car: CarRow };
let otherBranch: { service: ServiceRow; car: CarRow };
let otherCompany: { service: ServiceRow; car: CarRow };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(user: UserRow, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const token = tokens.get(user.id) ?? (await t.f.token(user));
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
}

let month = 0;
/** A booking of two days in a month of its own (no two hold the same car at once). */
async function bookingIn(place: { car: CarRow }, status: 'PENDING' | 'CONFIRMED') {
  month += 1;
  const y = 2031 + Math.floor(month / 12);
  const m = String((month % 12) + 1).padStart(2, '0');
  const booking = await t.f.booking(place.car, customer, { status, startDate: `${y}-${m}-10T10:00:00`, endDate: `${y}-${m}-12T10:00:00` });
  // Half in advance: the other half is due at the counter.
  await t.ctx.db.update(bookings).set({ advancePercent: 50 }).where(eq(bookings.id, booking.id));
  return booking;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' } });
  owner = await t.f.vendor({ name: 'Kohistan Rentals' });
  otherOwner = await t.f.vendor();
  customer = await t.f.customer();
  const place = async (vendor: UserRow) => {
    const service = await t.f.service(vendor);
    return { service, car: await t.f.car(service) };
  };
  inBranch = await place(owner);
  otherBranch = await place(owner);
  otherCompany = await place(otherOwner);
  for (const role of ['manager', 'agent', 'driver'] as const) {
    staff[role] = await t.f.customer({ name: `The ${role}` });
    const invited = await call(owner, 'POST', '/vendor/staff', { email: staff[role].email.toUpperCase(), role, serviceIds: [inBranch.service.id] });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ role, status: 'invited', services: [{ id: inBranch.service.id }] });
    const open = await call(staff[role], 'GET', '/staff/invitations');
    expect(open.json()).toEqual([expect.objectContaining({ id: invited.json().id, company: 'Kohistan Rentals', role })]);
    const accepted = await call(staff[role], 'POST', `/staff/invitations/${invited.json().id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual([expect.objectContaining({ company: 'Kohistan Rentals', role })]);
  }
});
afterAll(() => t.close());

describe('inviting', () => {
  it('lists the members for the owner; refuses staff, bad input, strangers and doubles with a 4xx', async () => {
    const list = await call(owner, 'GET', '/vendor/staff');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((m: { role: string; status: string }) => `${m.role}:${m.status}`).sort()).toEqual(['agent:active', 'driver:active', 'manager:active']);
    const before = await t.ctx.db.select().from(staffMembers);
    const refusals: [UserRow, unknown, number][] = [
      [owner, { email: 'x@example.pk', role: 'boss', serviceIds: [inBranch.service.id] }, 400],
      [owner, { email: 'x@example.pk', phone: '03001234567', role: 'agent', serviceIds: [inBranch.service.id] }, 400],
      [owner, { role: 'agent', serviceIds: [inBranch.service.id] }, 400],
      [owner, { email: 'x@example.pk', role: 'agent', serviceIds: [] }, 400],
      [owner, { email: 'x@example.pk', role: 'agent', serviceIds: ['not-a-uuid'] }, 400],
      [owner, { email: 'x\u0000@example.pk', role: 'agent', serviceIds: [inBranch.service.id] }, 400],
      [owner, { email: 'x@example.pk', role: 'agent', serviceIds: [otherCompany.service.id] }, 400],
      [owner, { email: owner.email, role: 'agent', serviceIds: [inBranch.service.id] }, 400],
      [owner, { email: staff.agent.email, role: 'agent', serviceIds: [inBranch.service.id] }, 409],
      [staff.manager, { email: 'x@example.pk', role: 'agent', serviceIds: [inBranch.service.id] }, 403],
      [customer, { email: 'x@example.pk', role: 'agent', serviceIds: [inBranch.service.id] }, 403],
    ];
    for (const [who, body, status] of refusals) {
      const answer = await call(who, 'POST', '/vendor/staff', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json()).toHaveProperty('message');
    }
    // An open invitation to the same address twice: one row.
    expect((await call(owner, 'POST', '/vendor/staff', { phone: '0300 7654321', role: 'driver', serviceIds: [inBranch.service.id] })).statusCode).toBe(201);
    expect((await call(owner, 'POST', '/vendor/staff', { phone: '+923007654321', role: 'agent', serviceIds: [inBranch.service.id] })).statusCode).toBe(409);
    expect((await t.ctx.db.select().from(staffMembers)).length).toBe(before.length + 1);
    // An invitation is accepted only by its addressee.
    const [open] = (await call(owner, 'GET', '/vendor/staff')).json().filter((m: { status: string }) => m.status === 'invited');
    expect((await call(customer, 'POST', `/staff/invitations/${open.id}/accept`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/vendor/staff/${open.id}`)).statusCode).toBe(204);
  });
});

/** Every vendor operation; `ok` tells whether it succeeded. */
type Place = { service: ServiceRow; car: CarRow };
const OPERATIONS: Record<string, { run: (who: UserRow, place: Place) => Promise<LightMyRequestResponse> }> = {
  'block a car (catalog)': { run: (who, p) => call(who, 'POST', `/cars/${p.car.id}/blocks`, { startDate: `2035-0${1 + (month++ % 9)}-01`, endDate: `2035-0${1 + ((month - 1) % 9)}-02` }) },
  'payment terms (catalog)': { run: (who, p) => call(who, 'PUT', `/services/${p.service.id}/payment-terms`, { advancePercent: 25, depositAmount: 1000, depositReturnDays: 7 }) },
  'service rules (catalog)': { run: (who, p) => call(who, 'PUT', `/services/${p.service.id}/availability-rules`, { instantBooking: false }) },
  'accept a request (bookings)': { run: async (who, p) => call(who, 'PUT', `/bookings/${(await bookingIn(p, 'PENDING')).id}/accept`) },
  'see a booking (bookings)': { run: async (who, p) => call(who, 'GET', `/bookings/${(await bookingIn(p, 'PENDING')).id}`) },
  'write to the renter (messages)': { run: async (who, p) => call(who, 'POST', `/bookings/${(await bookingIn(p, 'PENDING')).id}/messages`, { body: 'Salam, the car is ready.' }) },
  'record cash (counter money)': { run: async (who, p) => call(who, 'POST', `/bookings/${(await bookingIn(p, 'CONFIRMED')).id}/cash-receipts`, { kind: 'balance', amount: 100, method: 'cash' }) },
  "read the branch's figures (insights)": { run: (who, p) => call(who, 'GET', `/vendor/analytics?from=2031-01-01&to=2031-12-31&serviceId=${p.service.id}`) },
};

/** What each role may do in its own branch (decision 0039); the owner everything. */
const ALLOWED: Record<'owner' | 'manager' | 'agent' | 'driver', string[]> = {
  owner: Object.keys(OPERATIONS),
  manager: Object.keys(OPERATIONS),
  agent: ['accept a request (bookings)', 'see a booking (bookings)', 'write to the renter (messages)', 'record cash (counter money)'],
  driver: [],
};

const counts = async () =>
  rowsOf<{ n: number }>(
    await t.ctx.db.execute(sql`SELECT (SELECT count(*) FROM car_blocks) + (SELECT count(*) FROM messages) + (SELECT count(*) FROM booking_money)
      + (SELECT count(*) FROM bookings WHERE status = 'ACCEPTED') AS n`),
  )[0]!.n;

describe('the role × action matrix', () => {
  for (const role of ['owner', 'manager', 'agent', 'driver'] as const) {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      it(`${role}: ${name} — in its branch ${ALLOWED[role].includes(name) ? 'allowed' : 'refused'}, elsewhere refused`, async () => {
        const who = role === 'owner' ? owner : staff[role];
        const here = await op.run(who, inBranch);
        if (ALLOWED[role].includes(name)) expect(here.statusCode, here.body).toBeLessThan(300);
        else expect([403, 404], here.body).toContain(here.statusCode);
        const places = role === 'owner' ? [otherCompany] : [otherBranch, otherCompany];
        for (const place of places) {
          const before = await counts();
          const there = await op.run(who, place);
          expect([403, 404], `${place === otherCompany ? 'other company' : 'other branch'}: ${there.body}`).toContain(there.statusCode);
          expect(await counts()).toBe(before);
        }
      });
    }
  }

  it('lists only the bookings of the branches a manager or agent covers; drivers and other companies see none', async () => {
    const here = await bookingIn(inBranch, 'PENDING');
    const there = await bookingIn(otherBranch, 'PENDING');
    const elsewhere = await bookingIn(otherCompany, 'PENDING');
    for (const role of ['manager', 'agent'] as const) {
      const ids = (await call(staff[role], 'GET', '/bookings/vendor')).json().map((b: { id: string }) => b.id);
      expect(ids).toContain(here.id);
      expect(ids).not.toContain(there.id);
      expect(ids).not.toContain(elsewhere.id);
    }
    expect((await call(staff.driver, 'GET', '/bookings/vendor')).statusCode).toBe(403);
    const ownerIds = (await call(owner, 'GET', '/bookings/vendor')).json().map((b: { id: string }) => b.id);
    expect(ownerIds).toEqual(expect.arrayContaining([here.id, there.id]));
    expect(ownerIds).not.toContain(elsewhere.id);
  });

  it("lists the company's conversations to its agents and managers, their branches' only", async () => {
    const here = await bookingIn(inBranch, 'PENDING');
    const there = await bookingIn(otherBranch, 'PENDING');
    for (const booking of [here, there]) {
      const sent = await call(customer, 'POST', `/bookings/${booking.id}/messages`, { body: 'Is it free? Call me on 0300 1234567' });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const listed = async (who: UserRow) => (await call(who, 'GET', '/conversations')).json().conversations as { bookingId: string; otherParty: { id: string }; lastMessage: { body: string }; unreadCount: number }[];
    for (const role of ['agent', 'manager'] as const) {
      const mine = await listed(staff[role]);
      expect(mine.map((c) => c.bookingId)).toContain(here.id);
      expect(mine.map((c) => c.bookingId)).not.toContain(there.id);
      const one = mine.find((c) => c.bookingId === here.id)!;
      // The renter is the other party; the phone is hidden until paid (decision 0046); unread for them.
      expect(one).toMatchObject({ otherParty: { id: customer.id }, unreadCount: 1 });
      expect(one.lastMessage.body).not.toContain('1234567');
    }
    expect((await listed(staff.driver)).map((c) => c.bookingId)).not.toContain(here.id);
    expect((await listed(owner)).map((c) => c.bookingId)).toEqual(expect.arrayContaining([here.id, there.id]));
    expect((await listed(otherOwner)).map((c) => c.bookingId)).not.toContain(here.id);
  });

  it("gives a manager the figures of their branches only; the owner the company's", async () => {
    const names = async (who: UserRow) => (await call(who, 'GET', '/vendor/analytics?from=2031-01-01&to=2031-12-31')).json().services.map((s: { id: string }) => s.id);
    expect(await names(staff.manager)).toEqual([inBranch.service.id]);
    expect((await names(owner)).sort()).toEqual([inBranch.service.id, otherBranch.service.id].sort());
    for (const who of [staff.agent, staff.driver, customer]) expect((await call(who, 'GET', '/vendor/analytics?from=2031-01-01&to=2031-12-31')).statusCode).toBe(403);
  });

  it('payouts and staff are the owner\'s; the audit log is the owner\'s and managers\'', async () => {
    for (const role of ['manager', 'agent', 'driver'] as const) {
      expect((await call(staff[role], 'GET', '/earnings')).statusCode).toBe(403);
      expect((await call(staff[role], 'GET', '/vendor/staff')).statusCode).toBe(403);
      expect((await call(staff[role], 'DELETE', `/vendor/staff/${staff.agent.id}`)).statusCode).toBe(403);
    }
    expect((await call(owner, 'GET', '/earnings')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/vendor/audit-log')).statusCode).toBe(200);
    expect((await call(staff.manager, 'GET', '/vendor/audit-log')).statusCode).toBe(200);
    expect((await call(staff.agent, 'GET', '/vendor/audit-log')).statusCode).toBe(403);
    expect((await call(staff.driver, 'GET', '/vendor/audit-log')).statusCode).toBe(403);
    expect((await call(otherOwner, 'GET', '/vendor/audit-log')).json()).toEqual([]);
  });
});

describe('the audit log', () => {
  it('names who accepted and who recorded cash, with filters; a manager sees only their branches', async () => {
    const booking = await bookingIn(inBranch, 'PENDING');
    expect((await call(staff.agent, 'PUT', `/bookings/${booking.id}/accept`)).statusCode).toBe(200);
    const there = await bookingIn(otherBranch, 'PENDING');
    expect((await call(owner, 'PUT', `/bookings/${there.id}/accept`)).statusCode).toBe(200);
    const all = (await call(owner, 'GET', '/vendor/audit-log')).json();
    expect(all).toContainEqual(expect.objectContaining({ action: 'booking.accepted', subjectId: booking.id, actor: { id: staff.agent.id, name: 'The agent', role: 'agent' } }));
    expect(all).toContainEqual(expect.objectContaining({ action: 'booking.accepted', subjectId: there.id, actor: expect.objectContaining({ role: 'owner' }) }));
    expect(all).toContainEqual(expect.objectContaining({ action: 'money.balance_paid', actor: expect.objectContaining({ role: 'agent' }) }));
    expect(all).toContainEqual(expect.objectContaining({ action: 'staff.joined', actor: expect.objectContaining({ id: staff.driver.id }) }));
    const byAgent = (await call(owner, 'GET', `/vendor/audit-log?actorId=${staff.agent.id}&subject=booking`)).json();
    expect(byAgent.length).toBeGreaterThan(0);
    expect(byAgent.every((e: { actor: { id: string }; subject: string }) => e.actor.id === staff.agent.id && e.subject === 'booking')).toBe(true);
    expect((await call(owner, 'GET', '/vendor/audit-log?from=2020-01-01&to=2020-01-31')).json()).toEqual([]);
    expect((await call(owner, 'GET', '/vendor/audit-log?from=2020-13-01')).statusCode).toBe(400);
    expect((await call(owner, 'GET', '/vendor/audit-log?subject=everything')).statusCode).toBe(400);
    const managers = (await call(staff.manager, 'GET', '/vendor/audit-log')).json();
    expect(managers.some((e: { subjectId: string }) => e.subjectId === booking.id)).toBe(true);
    expect(managers.some((e: { subjectId: string }) => e.subjectId === there.id)).toBe(false);
    expect(managers.some((e: { subject: string }) => e.subject === 'staff')).toBe(false);
    // Append-only in the database too.
    await expect(t.ctx.db.execute(sql`UPDATE audit_log SET action = 'booking.rejected'`)).rejects.toThrow();
  });
});

describe('removing a member', () => {
  it('ends their access and sessions at once; the row stays for the log', async () => {
    const agent = await t.f.customer();
    const invited = (await call(owner, 'POST', '/vendor/staff', { email: agent.email, role: 'agent', serviceIds: [inBranch.service.id] })).json();
    expect((await call(agent, 'POST', `/staff/invitations/${invited.id}/accept`)).statusCode).toBe(200);
    const booking = await bookingIn(inBranch, 'PENDING');
    tokens.set(agent.id, await t.f.token(agent));
    expect((await call(agent, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await call(otherOwner, 'DELETE', `/vendor/staff/${invited.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/vendor/staff/${invited.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/vendor/staff/${invited.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/vendor/staff/not-a-uuid')).statusCode).toBe(400);
    // The old token is refused; a new session sees nothing of the company.
    expect((await call(agent, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(401);
    tokens.set(agent.id, await t.f.token({ ...agent, tokenVersion: 1 }));
    expect((await call(agent, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await call(agent, 'PUT', `/bookings/${booking.id}/accept`)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(staffMembers).where(eq(staffMembers.id, invited.id));
    expect(row!.removedAt).not.toBeNull();
    const [still] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still!.status).toBe('PENDING');
  });
});
