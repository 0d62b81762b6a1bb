// The trip terms a vendor sets (issue 29, decision 0031): modes, a driver's hours and allowances,
// kilometres, fuel, out of city and its destinations, tolls, seasonal prices, late return and the
// deposit, per service and overridden per car; `effectiveTripTerms` gives the terms in force.
// The pricing itself is in trips.ts. No zod here (tripsSchema.ts).
import { DEFAULT_ADVANCE_PERCENT, DEFAULT_DEPOSIT_RETURN_DAYS } from './rental-money.js';

export const TRIP_MODES = ['self_drive', 'with_driver'] as const;
export type TripMode = (typeof TRIP_MODES)[number];
export const OFFERED_MODES = ['self_drive', 'with_driver', 'both'] as const;
export type OfferedModes = (typeof OFFERED_MODES)[number];
export const FUEL_POLICIES = ['same_to_same', 'included'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];
export const OUT_OF_CITY = ['not_allowed', 'anywhere', 'listed'] as const;
export type OutOfCity = (typeof OUT_OF_CITY)[number];
export const TOLL_POLICIES = ['renter', 'included'] as const;
export type TollPolicy = (typeof TOLL_POLICIES)[number];

export interface TripDestination {
  /** A place name as renters pick it ("Murree"). */
  name: string;
  surchargePerDay: number;
  /** Mountain roads: only with the vendor's driver. */
  withDriverOnly: boolean;
}

export interface Season {
  /** "Eid", "Wedding season", "New Year". */
  name: string;
  /** First and last day, "YYYY-MM-DD", both included; a rental day is in it by the date it starts on. */
  from: string;
  to: string;
  pricePerDay: number;
}

export interface TripTerms {
  modes: OfferedModes;
  /** With driver: hours of driving included per day, then overtime per hour (charged after the trip). */
  driverHoursPerDay: number;
  overtimeHourlyRate: number;
  /** With driver: per night away from the service's city. */
  nightAllowance: number;
  /** With driver: per day; null = meals included. */
  mealAllowancePerDay: number | null;
  /** Null = unlimited kilometres. */
  kmPerDay: number | null;
  extraKmRate: number;
  fuelPolicy: FuelPolicy;
  /** Same-to-same: a shortfall is charged per eighth of a tank at this price. */
  fuelEighthPrice: number;
  outOfCity: OutOfCity;
  /** Out of city "anywhere": the surcharge per day. */
  outOfCitySurchargePerDay: number;
  /** Out of city "listed": the destinations allowed. */
  destinations: TripDestination[];
  tolls: TollPolicy;
  seasons: Season[];
  lateGraceMinutes: number;
  lateHourlyRate: number;
  /** Late by this many hours or more: a full day at the day's rate instead. */
  lateFullDayAfterHours: number;
  /** Refundable, shown apart from the price. */
  deposit: number;
  /** Paid online to confirm, in percent of the price (10–100); the rest at pickup (decision 0034). */
  advancePercent: number;
  /** Days after the return within which the deposit comes back. */
  depositReturnDays: number;
}

export const TRIP_TERM_KEYS = [
  'modes',
  'driverHoursPerDay',
  'overtimeHourlyRate',
  'nightAllowance',
  'mealAllowancePerDay',
  'kmPerDay',
  'extraKmRate',
  'fuelPolicy',
  'fuelEighthPrice',
  'outOfCity',
  'outOfCitySurchargePerDay',
  'destinations',
  'tolls',
  'seasons',
  'lateGraceMinutes',
  'lateHourlyRate',
  'lateFullDayAfterHours',
  'deposit',
  'advancePercent',
  'depositReturnDays',
] as const satisfies readonly (keyof TripTerms)[];

export const DEFAULT_TRIP_TERMS: TripTerms = {
  modes: 'both',
  driverHoursPerDay: 10,
  overtimeHourlyRate: 0,
  nightAllowance: 0,
  mealAllowancePerDay: null,
  kmPerDay: null,
  extraKmRate: 0,
  fuelPolicy: 'same_to_same',
  fuelEighthPrice: 0,
  outOfCity: 'anywhere',
  outOfCitySurchargePerDay: 0,
  destinations: [],
  tolls: 'renter',
  seasons: [],
  lateGraceMinutes: 60,
  lateHourlyRate: 0,
  lateFullDayAfterHours: 5,
  deposit: 0,
  advancePercent: DEFAULT_ADVANCE_PERCENT,
  depositReturnDays: DEFAULT_DEPOSIT_RETURN_DAYS,
};

/** A service's terms or a car's overrides: a key left out is inherited. */
export type TripTermsOverride = Partial<TripTerms>;

/** The terms in force for a car: its overrides, else its service's, else the defaults. */
export function effectiveTripTerms(service: TripTermsOverride | null | undefined, car: TripTermsOverride | null | undefined): TripTerms {
  const out = { ...DEFAULT_TRIP_TERMS } as Record<keyof TripTerms, unknown>;
  for (const key of TRIP_TERM_KEYS) {
    if (car?.[key] !== undefined) out[key] = car[key];
    else if (service?.[key] !== undefined) out[key] = service[key];
  }
  return out as unknown as TripTerms;
}
