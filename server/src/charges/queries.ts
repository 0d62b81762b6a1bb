// Reads of the charges after the trip (issue 32): a booking's charges with their answers, decisions
// and evidence; the deposit held; the admins' queue.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CHARGE_KINDS } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { bookingMoney, chargeAnswers, chargeDecisions, chargeEvidence, charges } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';

export type ChargeRow = typeof charges.$inferSelect;
export type AnswerRow = typeof chargeAnswers.$inferSelect;
export type DecisionRow = typeof chargeDecisions.$inferSelect;
export type EvidenceRow = typeof chargeEvidence.$inferSelect;

export interface ChargeFile {
  rows: ChargeRow[];
  answers: Map<string, AnswerRow>;
  decisions: Map<string, DecisionRow>;
  evidence: Map<string, EvidenceRow[]>;
}

export async function chargeFile(db: DbOrTx, bookingIds: string[]): Promise<ChargeFile> {
  if (bookingIds.length === 0) return { rows: [], answers: new Map(), decisions: new Map(), evidence: new Map() };
  // Oldest first; those made together (the proposed ones) in the order of their kinds.
  const rows = (await db.select().from(charges).where(inArray(charges.bookingId, bookingIds)).orderBy(asc(charges.createdAt), asc(charges.id))).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || CHARGE_KINDS.indexOf(a.kind) - CHARGE_KINDS.indexOf(b.kind),
  );
  const ids = rows.map((r) => r.id);
  const [answers, decisions, evidence] = ids.length
    ? await Promise.all([
        db.select().from(chargeAnswers).where(inArray(chargeAnswers.chargeId, ids)),
        db.select().from(chargeDecisions).where(inArray(chargeDecisions.chargeId, ids)),
        db.select().from(chargeEvidence).where(inArray(chargeEvidence.chargeId, ids)).orderBy(asc(chargeEvidence.createdAt)),
      ])
    : [[], [], []];
  const byCharge = new Map<string, EvidenceRow[]>();
  for (const e of evidence) byCharge.set(e.chargeId, [...(byCharge.get(e.chargeId) ?? []), e]);
  return { rows, answers: new Map(answers.map((a) => [a.chargeId, a])), decisions: new Map(decisions.map((d) => [d.chargeId, d])), evidence: byCharge };
}

/** One charge of the booking, or 404 (also for an id that is not a uuid, or another booking's charge). */
export async function loadCharge(db: DbOrTx, bookingId: string | null, chargeId: string, lock = false): Promise<ChargeRow> {
  if (!isUuid(chargeId)) throw notFound('Resource');
  const where = bookingId ? and(eq(charges.id, chargeId), eq(charges.bookingId, bookingId)) : eq(charges.id, chargeId);
  const query = db.select().from(charges).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Resource');
  return row;
}

/**
 * The deposit the booking received, in whole rupees: what the settlement divides into taken, held
 * and returned (a return already made is part of what comes back), and what the renter already
 * paid for charges beyond it (decision 0044).
 */
export async function depositReceived(db: DbOrTx, bookingId: string): Promise<{ received: number; chargesPaid: number }> {
  const [row] = await db
    .select({
      received: sql<number>`coalesce(sum(CASE WHEN ${bookingMoney.kind} = 'deposit_received' THEN ${bookingMoney.amount} ELSE 0 END), 0)`,
      paid: sql<number>`coalesce(sum(CASE WHEN ${bookingMoney.kind} = 'charge_paid' THEN ${bookingMoney.amount} ELSE 0 END), 0)`,
    })
    .from(bookingMoney)
    .where(eq(bookingMoney.bookingId, bookingId));
  return { received: Number(row?.received ?? 0), chargesPaid: Number(row?.paid ?? 0) };
}
