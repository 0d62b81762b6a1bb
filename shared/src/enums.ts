// The schemas of the value lists in values.ts.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { LOCALES } from './i18n/locale.js';
import { BOOKING_STATUSES, CAR_MAKES, DOCUMENT_STATUSES, FUEL_TYPES, ROLES, TRANSMISSIONS, type Role } from './values.js';

export const roleSchema = z.enum(ROLES);

/** `role` at registration and `loginAs` at login are accepted in any case. */
export const caseInsensitiveRole = <T extends readonly [Role, ...Role[]]>(allowed: T) =>
  z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.enum(allowed, { error: errorText('errors.field.oneOf', { values: { ltr: allowed.map((r) => r.toLowerCase()).join(', ') } }) }));

export const carMakeSchema = z.enum(CAR_MAKES);
export const transmissionSchema = z.enum(TRANSMISSIONS);
export const fuelTypeSchema = z.enum(FUEL_TYPES);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

/** The account's language: 'en' or 'ur' (issue 18). */
export const localeSchema = z.enum(LOCALES, { error: errorText('errors.field.locale') });
