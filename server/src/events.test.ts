// The unit of work: a transaction run again when PostgreSQL aborted it to break a deadlock or a
// serialisation conflict (a bounded number of times, never for any other error), whose events
// reach their after-commit subscribers only once it committed; a savepoint's events only if it held.
import { describe, expect, it } from 'vitest';
import { EventBus, TRANSACTION_ATTEMPTS } from './events.js';
import type { Db, Tx } from './db/client.js';
import type { BookingEvent } from './bookings/events.js';

const failure = (code: string) => Object.assign(new Error('aborted'), { cause: { code } });

/** A stand-in database whose transactions fail with the given codes, then succeed. */
function flakyDb(codes: string[]) {
  let calls = 0;
  const savepoint = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn({ ...savepoint }) };
  const db = {
    transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
      const code = codes[calls];
      calls += 1;
      const result = await fn({ ...savepoint });
      if (code) throw failure(code);
      return result;
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

const event = (bookingId: string): BookingEvent => ({ type: 'booking.paid', bookingId, actorId: null, actorSide: 'SYSTEM', fromStatus: 'ACCEPTED', toStatus: 'CONFIRMED' });

describe('the unit of work', () => {
  it.each(['40P01', '40001'])('runs the transaction again after %s, and delivers the events of the attempt that committed', async (code) => {
    const { db, calls } = flakyDb([code]);
    const bus = new EventBus();
    const during: string[] = [];
    const after: string[] = [];
    bus.on('booking.paid', async (e) => void during.push(e.bookingId));
    bus.afterCommit('booking.paid', (e) => void after.push(e.bookingId));
    let attempt = 0;
    await expect(bus.transaction(db, async (tx) => {
      attempt += 1;
      await bus.emit('booking.paid', event(`attempt-${attempt}`), tx);
      return 'done';
    })).resolves.toBe('done');
    expect(calls()).toBe(2);
    expect(during).toEqual(['attempt-1', 'attempt-2']);
    expect(after).toEqual(['attempt-2']);
  });

  it('gives up after a bounded number of attempts, delivering nothing', async () => {
    const { db, calls } = flakyDb(Array.from({ length: 10 }, () => '40P01'));
    const bus = new EventBus();
    const after: string[] = [];
    bus.afterCommit('booking.paid', (e) => void after.push(e.bookingId));
    await expect(bus.transaction(db, (tx) => bus.emit('booking.paid', event('x'), tx))).rejects.toThrow('aborted');
    expect(calls()).toBe(TRANSACTION_ATTEMPTS);
    expect(after).toEqual([]);
  });

  it('never repeats a transaction that failed for another reason', async () => {
    const { db, calls } = flakyDb(['23P01']);
    await expect(new EventBus().transaction(db, async () => 'done')).rejects.toThrow('aborted');
    expect(calls()).toBe(1);
  });

  it("keeps a savepoint's events only when it held, and refuses an emit outside a unit of work", async () => {
    const { db } = flakyDb([]);
    const bus = new EventBus();
    const after: string[] = [];
    bus.afterCommit('booking.paid', (e) => void after.push(e.bookingId));
    await bus.transaction(db, async (tx) => {
      await bus.savepoint(tx, (sp) => bus.emit('booking.paid', event('kept'), sp));
      await bus.savepoint(tx, async (sp) => {
        await bus.emit('booking.paid', event('dropped'), sp);
        throw new Error('refused');
      }).catch(() => undefined);
    });
    expect(after).toEqual(['kept']);
    await expect(bus.emit('booking.paid', event('loose'), {} as Tx)).rejects.toThrow('outside a unit of work');
  });

  it('an after-commit subscriber that throws is reported and never undoes the change', async () => {
    const { db } = flakyDb([]);
    const errors: string[] = [];
    const bus = new EventBus((_error, name) => errors.push(name));
    bus.afterCommit('booking.paid', () => {
      throw new Error('listener broke');
    });
    await expect(bus.transaction(db, (tx) => bus.emit('booking.paid', event('x'), tx).then(() => 'ok'))).resolves.toBe('ok');
    expect(errors).toEqual(['booking.paid']);
  });
});
