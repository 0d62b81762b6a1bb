// Charges after the trip (issue 32, decision 0043): what the two handover records imply under the
// booking's terms, the ceiling of each kind, and the deposit settled against the charges' states.
// Pure: the server decides with these functions and the web shows their answers. The pricing of
// the differences is `handoverDifferences`'s (and `lateReturnCharge`'s); nothing here repeats it.
// No zod here (chargesSchema.ts).
import { handoverDifferences, type HandoverDifferenceInput } from './handovers.js';

export const CHARGE_KINDS = ['extra_km', 'fuel', 'late_return', 'toll', 'parking', 'damage', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** The kinds the app proposes from the handover records (capped at what the records imply). */
export const PROPOSED_KINDS = ['extra_km', 'fuel', 'late_return'] as const satisfies readonly ChargeKind[];
export const isProposedKind = (kind: ChargeKind) => (PROPOSED_KINDS as readonly ChargeKind[]).includes(kind);

/** The ceiling of a kind the vendor adds by hand, in whole rupees. */
export const CHARGE_CEILINGS: Record<Exclude<ChargeKind, (typeof PROPOSED_KINDS)[number]>, number> = {
  toll: 20_000,
  parking: 10_000,
  damage: 1_000_000,
  other: 50_000,
};

/** Hours the renter has to accept or dispute a charge; silence accepts. */
export const CHARGE_ANSWER_HOURS = 48;
/** Hours after the check-out within which the vendor may add or change charges. */
export const CHARGE_WINDOW_HOURS = 48;
/** A charge open this long goes to the admins' queue. */
export const CHARGE_ESCALATE_HOURS = 72;

export interface ProposedCharge {
  kind: (typeof PROPOSED_KINDS)[number];
  amount: number;
  detail: Record<string, number>;
}

/** The charges the records imply (those above zero), in the order extra km, fuel, late return. */
export function proposedCharges(input: HandoverDifferenceInput): ProposedCharge[] {
  const d = handoverDifferences(input);
  const out: ProposedCharge[] = [];
  if (d.km.amount > 0) out.push({ kind: 'extra_km', amount: d.km.amount, detail: { extraKm: d.km.extra, rate: input.terms.extraKmRate } });
  if (d.fuel.amount > 0) out.push({ kind: 'fuel', amount: d.fuel.amount, detail: { eighthsShort: d.fuel.short, rate: input.terms.fuelEighthPrice } });
  if (d.lateness.amount > 0)
    out.push({ kind: 'late_return', amount: d.lateness.amount, detail: { minutesLate: d.lateness.minutesLate, graceMinutes: input.terms.lateGraceMinutes } });
  return out;
}

/**
 * The most a charge of `kind` may be: for a proposed kind, what the records imply (`implied`, 0
 * when they imply nothing); for the others, the kind's ceiling.
 */
export function chargeCap(kind: ChargeKind, implied: number | null): number {
  if (isProposedKind(kind)) return Math.max(0, implied ?? 0);
  return CHARGE_CEILINGS[kind as keyof typeof CHARGE_CEILINGS];
}

export type ChargeProblem = 'not-whole' | 'amount-negative' | 'above-cap';

/** Why an amount for a charge of `kind` is refused, or null. 0 drops a charge. */
export function chargeProblem(kind: ChargeKind, amount: number, implied: number | null): ChargeProblem | null {
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount < 0) return 'amount-negative';
  return amount > chargeCap(kind, implied) ? 'above-cap' : null;
}

// ---------------------------------------------------------------------------------------------
// The deposit settled.

/**
 * A charge's state for the settlement: `open` (waiting for the renter), `disputed` (waiting for an
 * admin), `accepted` (by the renter or by silence), `decided` (by an admin: `decidedAmount`),
 * `dropped` (lowered to nothing, or replaced).
 */
export const CHARGE_STATES = ['open', 'disputed', 'accepted', 'decided', 'dropped'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

export interface SettlementCharge {
  state: ChargeState;
  amount: number;
  decidedAmount?: number | null;
}

export interface DepositSettlement {
  deposit: number;
  /** Accepted amounts plus decided ones. */
  settled: number;
  /** Amounts still open or disputed. */
  open: number;
  /** Taken from the deposit (settled, up to the deposit). */
  taken: number;
  /** What the deposit does not cover: the renter pays it. */
  owed: number;
  /** Kept back while anything is open (never more than the open amounts; 0 once nothing is). */
  held: number;
  /** What goes back to the renter now. */
  returned: number;
  anythingOpen: boolean;
}

/** The settled amount of one charge (0 while open or disputed, or once dropped). */
export function settledAmount(c: SettlementCharge): number {
  if (c.state === 'accepted') return c.amount;
  if (c.state === 'decided') return c.decidedAmount ?? 0;
  return 0;
}

/**
 * The deposit (`deposit`, held now) against the charges: settled amounts come out of it first,
 * what is still open is held back up to what is left, the rest goes back; what the deposit does
 * not cover is owed. taken + held + returned = deposit; taken + owed = settled.
 */
export function depositSettlement(deposit: number, charges: readonly SettlementCharge[]): DepositSettlement {
  const d = Math.max(0, deposit);
  const settled = charges.reduce((s, c) => s + settledAmount(c), 0);
  const open = charges.reduce((s, c) => s + (c.state === 'open' || c.state === 'disputed' ? c.amount : 0), 0);
  const anythingOpen = charges.some((c) => (c.state === 'open' || c.state === 'disputed') && c.amount > 0);
  const taken = Math.min(d, settled);
  const held = anythingOpen ? Math.min(d - taken, open) : 0;
  return { deposit: d, settled, open, taken, owed: settled - taken, held, returned: d - taken - held, anythingOpen };
}
