// The trip terms' form (decision 0031) as typed: numbers are text ('' inherits on a car, is "none"
// for the service's nullable ones), a choice '' inherits, and the destination and season rows hold
// their amounts as text. One schema checks it and turns it into the body of PUT …/trip-terms
// (`tripTermsOverrideSchema` checks that body again on the server).
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { numberText, optionalNumberText } from './formText.js';
import { FUEL_POLICIES, OFFERED_MODES, OUT_OF_CITY, TOLL_POLICIES, type TripTermsOverride } from './trips.js';
import { TRIP_TERM_KEYS } from './tripTerms.js';
import { seasonSchema, tripDestinationSchema, tripTermsSchema } from './tripsSchema.js';

/** The terms the form does not type as numbers: choices and lists, and the payment terms (their own form). */
const NOT_TYPED = ['modes', 'fuelPolicy', 'outOfCity', 'destinations', 'tolls', 'seasons', 'advancePercent', 'depositReturnDays'] as const;
type TripTermsNumberKey = Exclude<(typeof TRIP_TERM_KEYS)[number], (typeof NOT_TYPED)[number]>;
/** The terms typed as numbers on the form, in the order it shows them (the terms' own order). */
export const TRIP_TERMS_NUMBER_KEYS = TRIP_TERM_KEYS.filter((key): key is TripTermsNumberKey => !(NOT_TYPED as readonly string[]).includes(key));
export type { TripTermsNumberKey };
/** On a service, an empty field of these means none (meals included, unlimited kilometres). */
const NONE_WHEN_EMPTY: readonly TripTermsNumberKey[] = ['mealAllowancePerDay', 'kmPerDay'];

const wholeRupees = errorText('errors.field.wholeRupees');
const destinationRow = z
  .object({ name: z.string(), surchargePerDay: numberText(wholeRupees, wholeRupees), withDriverOnly: z.boolean() })
  .pipe(tripDestinationSchema);
const seasonRow = z
  .object({ name: z.string(), from: z.string(), to: z.string(), pricePerDay: numberText(wholeRupees, wholeRupees) })
  .pipe(seasonSchema);
const rows = <T extends z.ZodType>(row: T) => z.array(row).max(30, errorText('errors.trips.tooMany'));
/** A choice left on '' follows the service (a car's form). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.enum(values)]).transform((v) => (v === '' ? undefined : v));

export function tripTermsFormSchema(level: 'service' | 'car') {
  const numbers = {} as Record<TripTermsNumberKey, z.ZodType<number | null | undefined, string>>;
  for (const key of TRIP_TERMS_NUMBER_KEYS) {
    const empty = level === 'service' && NONE_WHEN_EMPTY.includes(key) ? null : undefined;
    numbers[key] = optionalNumberText(empty).pipe(tripTermsSchema.shape[key].optional());
  }
  return z
    .object({
      ...numbers,
      modes: choice(OFFERED_MODES),
      fuelPolicy: choice(FUEL_POLICIES),
      outOfCity: choice(OUT_OF_CITY),
      tolls: choice(TOLL_POLICIES),
      // A car's own lists, or its service's (then the rows shown are the service's and not sent).
      ownDestinations: z.boolean(),
      destinations: rows(destinationRow),
      ownSeasons: z.boolean(),
      seasons: rows(seasonRow),
    })
    .transform(({ ownDestinations, destinations, ownSeasons, seasons, ...given }): TripTermsOverride => ({
      ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
      ...(ownDestinations ? { destinations } : {}),
      ...(ownSeasons ? { seasons } : {}),
    }));
}
export type TripTermsFormValues = z.input<ReturnType<typeof tripTermsFormSchema>>;
