// Drizzle's view of the tables created by the SQL migrations in ./migrations. The SQL files are the
// source of truth (constraints, indexes, the exclusion constraint); this file only types queries.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { wallClock } from './wall-clock.js';
import type { BookingStatus, BookingLine, TripMode, TripTermsOverride, CancellationPolicy, RulesOverride, CarMake, DocumentStatus, ErrorKey, FuelType, Locale, LocalText, Role, Transmission } from '@carrental/shared';

import { createdAt, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub'),
  roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['CUSTOMER']::text[]`),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Part of every session token; increasing it ends all earlier sessions. */
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Set by an admin: no sign-in, no working token, services and cars hidden. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The language the user chose ('en' | 'ur'); null when never chosen (English). */
  locale: text('locale').$type<Locale>(),
  /** When a code sent to `phone` came back (issue 33); null: not verified. */
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  /** SMS and WhatsApp in Roman Urdu (issue 33). */
  textRomanUrdu: boolean('text_roman_urdu').notNull().default(false),
});

export const emailTokens = pgTable('email_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const idDocuments = pgTable('id_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  verificationStatus: text('verification_status').$type<DocumentStatus>().notNull().default('PENDING'),
  uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by'),
  /** What an admin read off the document (0026): its kind, number and expiry. */
  documentKind: text('document_kind').$type<'cnic' | 'licence'>(),
  documentNumber: text('document_number'),
  expiresOn: date('expires_on', { mode: 'string' }),
});

export const services = pgTable('services', {
  id: uuid('id').primaryKey().defaultRandom(),
  vendorId: uuid('vendor_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  phone: text('phone').notNull(),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('MODERATE'),
  /** Availability rules of the service's cars (0010, decision 0016). */
  availabilityRules: jsonb('availability_rules').$type<RulesOverride>().notNull().default({}),
  tripTerms: jsonb('trip_terms').$type<TripTermsOverride>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const cars = pgTable('cars', {
  id: uuid('id').primaryKey().defaultRandom(),
  serviceId: uuid('service_id').notNull(),
  name: text('name').notNull().default(''),
  description: text('description').notNull().default(''),
  make: text('make').$type<CarMake>().notNull(),
  customMake: text('custom_make').notNull().default(''),
  model: text('model').notNull(),
  year: integer('year').notNull(),
  engineSize: text('engine_size').notNull().default(''),
  color: text('color').notNull().default(''),
  transmission: text('transmission').$type<Transmission>().notNull(),
  fuelType: text('fuel_type').$type<FuelType>().notNull(),
  isInsured: boolean('is_insured').notNull().default(false),
  features: text('features').array().notNull().default(sql`ARRAY[]::text[]`),
  pricePerDay: integer('price_per_day').notNull(),
  searchText: text('search_text').notNull().default(''),
  /** The car's overrides of its service's availability rules (0010). */
  availabilityRules: jsonb('availability_rules').$type<RulesOverride>().notNull().default({}),
  tripTerms: jsonb('trip_terms').$type<TripTermsOverride>().notNull().default({}),
  /** Raised to give the car's private calendar feed a new URL (0010). */
  calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
  /** The plate (`LEA-1234`), upper case; required before the car can be booked (0026). */
  registrationNumber: text('registration_number'),
  /** The service's vendor, copied by a trigger (the plate is unique per vendor; 0026). */
  vendorId: uuid('vendor_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export type ImageVariant = { width: number; url: string };
/** What an upload is for (table `uploads`). */
export type UploadKind = 'car' | 'message';

export const carImages = pgTable('car_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id').notNull(),
  position: integer('position').notNull(),
  url: text('url').notNull(),
  storageKey: text('storage_key').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A car image upload, by whom; rows never claimed by a car are swept with their files. */
export const uploads = pgTable('uploads', {
  storageKey: text('storage_key').primaryKey(),
  userId: uuid('user_id').notNull(),
  bytes: integer('bytes').notNull(),
  /** A car image or a message photo (migration 0019): each has its own quota and clean-up. */
  kind: text('kind').$type<UploadKind>().notNull().default('car'),
  createdAt: createdAt(),
});

/** The first answer to a request sent with an Idempotency-Key (http/idempotency.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Rate-limit counters shared by every instance (decision 0020; SQL in http/rate-limit-store.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// start/end are wall-clock times in the marketplace zone, read and written in the API's format
// ("2026-03-01T10:00:00") by the `wallClock` column type, so no time-zone conversion ever happens.
export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  status: text('status').$type<BookingStatus>().notNull().default('PENDING'),
  startDate: wallClock('start_date').notNull(),
  endDate: wallClock('end_date').notNull(),
  description: text('description').notNull().default(''),
  totalAmount: integer('total_amount').notNull(),
  /** The service's policy and the platform's fee when the booking was requested (0009). */
  cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('MODERATE'),
  platformFeePercent: integer('platform_fee_percent').notNull().default(10),
  /** With a driver; the quote's lines the total was made of; when waiting ends (0010). */
  withDriver: boolean('with_driver').notNull().default(false),
  priceLines: jsonb('price_lines').$type<BookingLine[] | null>(),
  expiresAt: wallClock('expires_at'),
  /** A suggestion's own message from the vendor, and the request it replaced (0016). */
  vendorMessage: text('vendor_message').notNull().default(''),
  suggestedOver: jsonb('suggested_over').$type<SuggestedOver | null>(),
  /** The trip it was priced for and the refundable deposit (0031). */
  tripMode: text('trip_mode').$type<TripMode>().notNull().default('self_drive'),
  destination: text('destination'),
  deposit: integer('deposit').notNull().default(0),
  /** The advance paid online to confirm, in percent, and the deposit's return days (0034). */
  advancePercent: integer('advance_percent').notNull().default(100),
  depositReturnDays: integer('deposit_return_days').notNull().default(7),
  /** When the vendor was asked to check out a trip past its end and the grace (0026). */
  overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What the customer had asked for before the vendor's suggestion replaced it. */
export interface SuggestedOver {
  carId: string;
  startDate: string;
  endDate: string;
  totalAmount: number;
  withDriver: boolean;
}

/** Days a car is not offered; held like a booking (car_holds, 0010). */
export const carBlocks = pgTable('car_blocks', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id').notNull(),
  startDate: wallClock('start_date').notNull(),
  endDate: wallClock('end_date').notNull(),
  note: text('note').notNull().default(''),
  source: text('source').$type<'VENDOR' | 'ICAL'>().notNull().default('VENDOR'),
  importId: uuid('import_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

/** External iCal feeds imported as blocks of a car (0010). */
export const carCalendarImports = pgTable('car_calendar_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  carId: uuid('car_id').notNull(),
  url: text('url').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** The same, said in the reader's language (decision 0030). */
  lastErrorText: jsonb('last_error_text').$type<LocalText<ErrorKey>>(),
  eventCount: integer('event_count').notNull().default(0),
});

export const bookingEvents = pgTable('booking_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bookingId: uuid('booking_id').notNull(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  fromStatus: text('from_status').$type<BookingStatus>(),
  toStatus: text('to_status').$type<BookingStatus>().notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

// The tables of later features, in files of their own.
export * from './schema-payments.js';
export * from './schema-messages.js';
export * from './schema-trips.js';
export * from './schema-money.js';
export * from './schema-phones.js';
export * from './schema-analytics.js';
export * from './schema-handovers.js';
export * from './schema-staff.js';
export * from './schema-identity.js';
export * from './schema-agreements.js';
export * from './schema-charges.js';
export * from './schema-claims.js';
