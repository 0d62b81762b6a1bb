// The charges feature's events (decision 0044): an admin decided a disputed charge. Both sides are
// told (notify.ts).
export interface ChargeDecided {
  bookingId: string;
  chargeId: string;
  /** What the renter pays, and what was charged. */
  amount: number;
  charged: number;
  reason: string;
}

declare module '../events.js' {
  interface EventMap {
    'charges.decided': ChargeDecided;
  }
}
