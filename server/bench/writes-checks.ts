// What the write benchmark checks in the database after its run: no car held twice for the same
// hours, no booking paid twice, each payment's money on the ledger once, and the payments the
// customers saw confirmed are the ones the database holds.
import { HOLDING_STATUSES } from '@carrental/shared';
import type { Database } from '../src/db/client.js';

export interface Check {
  label: string;
  value: number;
  expected: number;
  ok: boolean;
}

const held = `(${HOLDING_STATUSES.map((s) => `'${s}'`).join(',')})`;

const QUERIES: { label: string; sql: string }[] = [
  {
    label: 'double bookings (overlapping held bookings of one car)',
    sql: `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.car_id = b.car_id AND a.id < b.id
          WHERE a.status IN ${held} AND b.status IN ${held} AND a.start_date < b.end_date AND b.start_date < a.end_date`,
  },
  {
    label: 'bookings paid more than once',
    sql: `SELECT count(*)::int AS n FROM (SELECT booking_id FROM payments WHERE status = 'PAID' AND purpose = 'booking'
          AND extension_id IS NULL GROUP BY booking_id HAVING count(*) > 1) x`,
  },
  {
    label: 'bookings with more than one earning on the ledger',
    sql: `SELECT count(*)::int AS n FROM (SELECT booking_id FROM ledger_entries WHERE kind = 'EARNING' AND extension_id IS NULL
          GROUP BY booking_id HAVING count(*) > 1) x`,
  },
  {
    label: 'ledger rows written twice for one money movement',
    sql: `SELECT count(*)::int AS n FROM (SELECT money_id FROM ledger_entries WHERE money_id IS NOT NULL GROUP BY money_id HAVING count(*) > 1) x`,
  },
  {
    label: 'confirmed bookings without exactly one paid payment',
    sql: `SELECT count(*)::int AS n FROM bookings b WHERE b.status = 'CONFIRMED' AND
          (SELECT count(*) FROM payments p WHERE p.booking_id = b.id AND p.status = 'PAID' AND p.purpose = 'booking') <> 1`,
  },
  {
    label: 'confirmed bookings without their earning',
    sql: `SELECT count(*)::int AS n FROM bookings b WHERE b.status = 'CONFIRMED' AND NOT EXISTS
          (SELECT 1 FROM ledger_entries l WHERE l.booking_id = b.id AND l.kind = 'EARNING' AND l.extension_id IS NULL)`,
  },
  {
    label: 'paid checkouts not recorded as a paid payment',
    sql: `SELECT count(*)::int AS n FROM sandbox_checkout_sessions s WHERE s.status = 'PAID' AND NOT EXISTS
          (SELECT 1 FROM payments p WHERE p.provider_session_id = s.id AND p.status = 'PAID')`,
  },
];

/** Runs the checks; `confirmedSeen` is how many confirmations the customers received. */
export async function checkWrites(database: Database, confirmedSeen: number, loadErrors: number): Promise<{ checks: Check[]; confirmed: number; earnings: number }> {
  const checks: Check[] = [];
  for (const q of QUERIES) {
    const [row] = await database.query<{ n: number }>(q.sql);
    const value = Number(row?.n ?? -1);
    checks.push({ label: q.label, value, expected: 0, ok: value === 0 });
  }
  const [confirmed] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE status = 'CONFIRMED'`);
  const [earnings] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'EARNING'`);
  const inDatabase = Number(confirmed?.n ?? 0);
  checks.push({ label: 'confirmed bookings in the database = confirmations the customers saw', value: inDatabase, expected: confirmedSeen, ok: inDatabase === confirmedSeen });
  checks.push({ label: 'errors during the load', value: loadErrors, expected: 0, ok: loadErrors === 0 });
  return { checks, confirmed: inDatabase, earnings: Number(earnings?.n ?? 0) };
}
