// What a claim's change tells whom (issue 32, decision 0045), inside the act's transaction: a new
// claim and a settled offer the renter; the renter's answer the vendor; a decision both sides. In
// the app and by email, each in their own language.
import { composeCarName, type Locale, type TextValue } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { say } from '../http/locale.js';
import { bookingFactsOf, tellParty, type Party } from '../notifications/index.js';
import type { ClaimChange, ClaimChanged } from './events.js';
import { loadClaim } from './queries.js';
import { claimAnswers, claimDecisions } from '../db/schema.js';
import { eq } from 'drizzle-orm';

const rupees = (n: number): TextValue => ({ ltr: n.toLocaleString('en-US') });

/** Who hears of a change: the other side, or both for an admin's decision. */
const AUDIENCES: Record<ClaimChange, readonly ('CUSTOMER' | 'VENDOR')[]> = {
  opened: ['CUSTOMER'],
  accepted: ['VENDOR'],
  offered: ['VENDOR'],
  disputed: ['VENDOR'],
  settled: ['CUSTOMER'],
  decided: ['CUSTOMER', 'VENDOR'],
};

export async function tellOfClaim(ctx: AppContext, tx: DbOrTx, event: ClaimChanged): Promise<void> {
  const facts = await bookingFactsOf(tx, event.bookingId);
  if (!facts) return;
  const claim = await loadClaim(tx, event.bookingId, event.claimId);
  const [answer] = await tx.select().from(claimAnswers).where(eq(claimAnswers.claimId, claim.id)).limit(1);
  const [decision] = await tx.select().from(claimDecisions).where(eq(claimDecisions.claimId, claim.id)).limit(1);
  const values: Record<string, TextValue> = {
    car: { ltr: composeCarName(facts.car) },
    total: rupees(claim.amount),
    offer: rupees(answer?.offerAmount ?? 0),
    amount: rupees(decision?.amount ?? 0),
    reason: decision?.reason ?? '',
  };
  for (const audience of AUDIENCES[event.change]) {
    const party: Party | null = audience === 'CUSTOMER' ? facts.customer : facts.vendor;
    if (!party) continue;
    const locale: Locale = party.locale ?? 'en';
    await tellParty(ctx, tx, {
      recipient: party,
      audience,
      bookingId: event.bookingId,
      kind: `claims.${event.change}`,
      message: say(locale, `notifications.claims.${event.change}`, values),
      paragraphs: [say(locale, 'mail.claims.open')],
    });
  }
}
