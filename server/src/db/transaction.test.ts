// The transaction helper runs a transaction again when PostgreSQL aborted it to break a deadlock
// or a serialisation conflict, a bounded number of times, and never for any other error.
import { describe, expect, it } from 'vitest';
import { inTransaction, TRANSACTION_ATTEMPTS, type Db } from './client.js';

const failure = (code: string) => Object.assign(new Error('aborted'), { cause: { code } });

/** A stand-in database whose transactions fail with the given codes, then succeed. */
function flakyDb(codes: string[]) {
  let calls = 0;
  const db = {
    transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
      const code = codes[calls];
      calls += 1;
      if (code) throw failure(code);
      return fn({});
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe('inTransaction', () => {
  it.each(['40P01', '40001'])('runs the transaction again after %s', async (code) => {
    const { db, calls } = flakyDb([code]);
    await expect(inTransaction(db, async () => 'done')).resolves.toBe('done');
    expect(calls()).toBe(2);
  });

  it('gives up after a bounded number of attempts', async () => {
    const { db, calls } = flakyDb(Array.from({ length: 10 }, () => '40P01'));
    await expect(inTransaction(db, async () => 'done')).rejects.toThrow('aborted');
    expect(calls()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never repeats a transaction that failed for another reason', async () => {
    const { db, calls } = flakyDb(['23P01']);
    await expect(inTransaction(db, async () => 'done')).rejects.toThrow('aborted');
    expect(calls()).toBe(1);
  });
});
