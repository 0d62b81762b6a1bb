// The claims feature's surface for other features (issue 32, decision 0045): the admins' queue
// (listed by `GET /api/admin/disputes`), the vendor's reliability (the public service answer), and
// the seam into the deposit's settlement.
import { claimForSettlement, type SettlementCharge } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { claimFile, factsOf } from './queries.js';

export { queuedClaims } from './queue.js';
export { vendorReliabilityOf } from './reliability.js';
export type { ClaimChanged } from './events.js';

// ---------------------------------------------------------------------------------------------
// The seam into the deposit's settlement (kept apart on purpose: the settlement feature reads it).

/**
 * What a booking's standing damage claims give the deposit's settlement, in the shape
 * `depositSettlement` (shared/src/charges.ts) reads beside the charges: a closed claim (accepted,
 * settled at the renter's offer, decided) as `decided` with the amount the renter pays (taken from
 * the deposit); an open, offered or disputed one at its claimed amount (held while open). Corrected
 * claims give nothing. Read inside the caller's transaction.
 */
export async function claimAmountsForSettlement(tx: DbOrTx, bookingId: string): Promise<Array<SettlementCharge & { id: string }>> {
  const file = await claimFile(tx, [bookingId]);
  return file.rows.filter((r) => !file.corrected.has(r.id)).map((r) => ({ id: r.id, ...claimForSettlement(factsOf(r, file)) }));
}
