// The claims feature's events (issue 32, decision 0045): a claim was opened, answered, settled at
// the renter's offer or decided. Emitted inside the act's transaction; the module's subscriber
// tells the other side (both sides for a decision) in the app and by email.
export type ClaimChange = 'opened' | 'accepted' | 'offered' | 'disputed' | 'settled' | 'decided';

export interface ClaimChanged {
  bookingId: string;
  claimId: string;
  change: ClaimChange;
  actorId: string;
}

declare module '../events.js' {
  interface EventMap {
    'claim.changed': ClaimChanged;
  }
}
