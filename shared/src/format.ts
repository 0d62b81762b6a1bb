// Display rules shared by the web app and server-side messages (emails, notifications).
import type { CarMake } from './values.js';

let pkr: Intl.NumberFormat | undefined;

/**
 * 12500 → "12,500", rounded to a whole number, as English (en-PK) writes it, without Intl: the
 * first Intl number or date format on a page costs a phone tens of milliseconds while the browser
 * loads its locale data, and the English pages only ever group whole numbers (decision 0027). Null
 * for what it does not cover (NaN, infinities, beyond 2^53), which the caller leaves to Intl.
 */
export function groupThousands(value: number): string | null {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return null;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "PKR 12,500" — digit grouping everywhere, never a dollar sign. */
export const formatPKR = (amount: number) =>
  `PKR ${groupThousands(amount) ?? (pkr ??= new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 })).format(amount)}`;

/** "MERCEDES_BENZ" → "MERCEDES BENZ" (the spec shows makes with underscores as spaces). */
export const makeLabel = (make: string) => make.replace(/_/g, ' ');

/** The make to show: the custom make when make is OTHER. */
export const displayMake = (car: { make: CarMake | string; customMake?: string | null }) =>
  car.make === 'OTHER' && car.customMake ? car.customMake : makeLabel(car.make);

/** Makes whose name is an abbreviation, kept in capitals when shown. */
const MAKE_ABBREVIATIONS = new Set(['BMW', 'MG', 'JMC']);
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1);

/**
 * The make as a renter reads it, in one case for every car: "TOYOTA" → "Toyota", "MERCEDES_BENZ" →
 * "Mercedes Benz", "BMW" stays. A custom make keeps the vendor's spelling, except that a word typed
 * all in small letters starts with a capital ("haval" → "Haval").
 */
export function makeName(car: { make: CarMake | string; customMake?: string | null }) {
  if (car.make === 'OTHER' && car.customMake) return car.customMake.trim().split(/\s+/).map((w) => (w === w.toLocaleLowerCase('en') ? capitalise(w) : w)).join(' ');
  if (MAKE_ABBREVIATIONS.has(car.make)) return car.make;
  return car.make.split('_').map((w) => capitalise(w.toLocaleLowerCase('en'))).join(' ');
}

/** Composed car name: make (underscores as spaces), model, year; "New Car" when empty. */
export function composeCarName(car: { make?: string; customMake?: string | null; model?: string; year?: number }) {
  const parts = [car.make ? displayMake({ make: car.make, customMake: car.customMake }) : '', car.model ?? '', car.year ? String(car.year) : '']
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length ? parts.join(' ') : 'New Car';
}

/** Last 6 characters of an id, as bookings are shown ("Booking #a1b2c3"). */
export const shortId = (id: string) => id.slice(-6);
