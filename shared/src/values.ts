// The value lists and limits the schemas are built from, without zod. A screen that only shows a
// list of makes or a filter's bounds imports them from here through the package's index and does
// not load the schema library (the car list and a car's page are drawn for visitors on a phone:
// decision 0027). The schemas of these values live in enums.ts and the features' modules.

export const ROLES = ['ADMIN', 'CUSTOMER', 'VENDOR'] as const;
export type Role = (typeof ROLES)[number];

export const CAR_MAKES = [
  'AUDI', 'BMW', 'CHEVROLET', 'DAIHATSU', 'FIAT', 'FORD', 'HONDA', 'HYUNDAI', 'ISUZU', 'JEEP', 'JMC',
  'KIA', 'MAZDA', 'MERCEDES_BENZ', 'MG', 'MITSUBISHI', 'PEUGEOT', 'PORSCHE', 'RANGE_ROVER',
  'ROLLS_ROYCE', 'SUZUKI', 'TOYOTA', 'VAUXHAL', 'VOLKSWAGON', 'VOLVO', 'OTHER',
] as const;
export type CarMake = (typeof CAR_MAKES)[number];

export const TRANSMISSIONS = ['MANUAL', 'AUTOMATIC'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ['DIESEL', 'PETROL'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const BOOKING_STATUSES = [
  'PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'CONFIRMED', 'SUGGESTION_MADE', 'EXPIRED', 'IN_PROGRESS', 'COMPLETED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses in which a booking holds its car (the database's exclusion constraint covers exactly these). */
export const HOLDING_STATUSES = ['ACCEPTED', 'CONFIRMED', 'IN_PROGRESS'] as const satisfies readonly BookingStatus[];

/** Statuses of a paid booking: before, during and after the trip (issue 31). */
export const PAID_STATUSES = ['CONFIRMED', 'IN_PROGRESS', 'COMPLETED'] as const satisfies readonly BookingStatus[];
/**
 * Hours after a trip's end before a trip nobody checked out counts as overdue: the vendor is
 * asked to check it out, and an admin may close it (issue 31).
 */
export const isPaidStatus = (status: string): boolean => (PAID_STATUSES as readonly string[]).includes(status);
export const CHECKOUT_GRACE_HOURS = 12;
/** A with-driver trip's driver sees the renter's name from this many hours before the start (the phone once paid). */
export const RENTER_SHOWN_HOURS_BEFORE = 24;

export const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_REVIEW'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MAX_CAR_IMAGES = 10;
export const MIN_CAR_YEAR = 2000;
/** Filter bounds of the car list (spec §5, §9). */
export const PRICE_FILTER_MAX = 30000;
export const YEAR_FILTER_MAX = 2025;
/** Latest model year a car may have (next year's models are sold from the summer). */
export const CAR_YEAR_MAX = 2100;

/** The ways to pay the server knows; which are enabled is configuration (decision 0014). */
export const PAYMENT_METHOD_IDS = ['sandbox', 'stripe', 'safepay', 'jazzcash', 'easypaisa'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** What the payer sees for each method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = {
  sandbox: 'Test card (sandbox)',
  stripe: 'Card (Stripe)',
  safepay: 'Card or wallet (Safepay)',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/** The longest booking note, in characters (the booking form's limit, checked again by the server). */
export const MAX_BOOKING_NOTES = 2000;

/**
 * The tabs of the bookings screen and the statuses each one gathers (spec §2), after "Upcoming":
 * the confirmed and accepted trips that have not ended, soonest first (decision 0035), where the
 * screen opens.
 */
export const BOOKING_TABS = [
  { key: 'upcoming', label: 'Upcoming', statuses: ['IN_PROGRESS', 'CONFIRMED', 'ACCEPTED'] },
  { key: 'active', label: 'Active', statuses: ['PENDING', 'ACCEPTED', 'SUGGESTION_MADE'] },
  { key: 'confirmed', label: 'Confirmed', statuses: ['CONFIRMED', 'IN_PROGRESS'] },
  { key: 'completed', label: 'Completed', statuses: ['COMPLETED'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['CANCELLED', 'EXPIRED'] },
  { key: 'rejected', label: 'Rejected', statuses: ['REJECTED'] },
] as const;
