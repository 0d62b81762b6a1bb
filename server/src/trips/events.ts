// The trips feature's events (decision 0031): an extension asked for, and one that became part of
// its booking (the vendor earns its paid amount on a ledger row of its own).
export interface ExtensionEvent {
  bookingId: string;
  extensionId: string;
  /** What the customer pays (or paid) for it. */
  amount: number;
  /** Paid through the app (a payment of it confirmed), rather than costing nothing. */
  paid: boolean;
}

/** A trip given days up by its customer (the refund, if any, is written with it). */
export interface ShortenedEvent {
  bookingId: string;
  shorteningId: string;
  /** The customer who gave the days up. */
  actorId: string;
  previousEndDate: string;
  endDate: string;
  /** What goes back online (the payments feature refunds it, reason TRIP_SHORTENED). */
  refundAmount: number;
}

/** The vendor (or an admin) answered an extension: accepted (to pay, or applied at once) or declined. */
export interface ExtensionDecidedEvent extends ExtensionEvent {
  accepted: boolean;
}

declare module '../events.js' {
  interface EventMap {
    'trip.extension_requested': ExtensionEvent;
    'trip.extension_applied': ExtensionEvent;
    'trip.extension_decided': ExtensionDecidedEvent;
    'trip.shortened': ShortenedEvent;
  }
}
