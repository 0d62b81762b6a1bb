// The handovers feature's events (issue 31, decision 0037): a record was sealed. Emitted inside the
// sealing transaction; after-commit subscribers (the rental agreement) hear it once it committed.
import type { HandoverKind } from '@carrental/shared';

export interface HandoverSealed {
  bookingId: string;
  handoverId: string;
  kind: HandoverKind;
  /** ISO instant. */
  sealedAt: string;
}

declare module '../events.js' {
  interface EventMap {
    'handover.sealed': HandoverSealed;
  }
}
