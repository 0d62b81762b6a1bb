import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { LOCALES } from './i18n/locale.js';

export const ROLES = ['ADMIN', 'CUSTOMER', 'VENDOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** `role` at registration and `loginAs` at login are accepted in any case. */
export const caseInsensitiveRole = <T extends readonly [Role, ...Role[]]>(allowed: T) =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(allowed, { error: errorText('errors.field.oneOf', { values: { ltr: allowed.map((r) => r.toLowerCase()).join(', ') } }) }));

export const CAR_MAKES = [
  'AUDI', 'BMW', 'CHEVROLET', 'DAIHATSU', 'FIAT', 'FORD', 'HONDA', 'HYUNDAI', 'ISUZU', 'JEEP', 'JMC',
  'KIA', 'MAZDA', 'MERCEDES_BENZ', 'MG', 'MITSUBISHI', 'PEUGEOT', 'PORSCHE', 'RANGE_ROVER',
  'ROLLS_ROYCE', 'SUZUKI', 'TOYOTA', 'VAUXHAL', 'VOLKSWAGON', 'VOLVO', 'OTHER',
] as const;
export const carMakeSchema = z.enum(CAR_MAKES);
export type CarMake = z.infer<typeof carMakeSchema>;

export const TRANSMISSIONS = ['MANUAL', 'AUTOMATIC'] as const;
export const transmissionSchema = z.enum(TRANSMISSIONS);
export type Transmission = z.infer<typeof transmissionSchema>;

export const FUEL_TYPES = ['DIESEL', 'PETROL'] as const;
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export type FuelType = z.infer<typeof fuelTypeSchema>;

export const BOOKING_STATUSES = [
  'PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'CONFIRMED', 'SUGGESTION_MADE', 'EXPIRED',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
/** Statuses in which a booking holds its car (the database's exclusion constraint covers exactly these). */
export const HOLDING_STATUSES = ['ACCEPTED', 'CONFIRMED'] as const satisfies readonly BookingStatus[];

export const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'NEEDS_REVIEW'] as const;
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** The account's language: 'en' or 'ur' (issue 18). */
export const localeSchema = z.enum(LOCALES, { error: errorText('errors.field.locale') });
