// Drizzle's view of the staff tables (issue 34, decision 0039, migration 0027): memberships and
// their services, the company's audit log, and a car's papers with the reminders sent about them;
// part of schema.ts, which re-exports it. `driver_holds` is reached through SQL (its tsrange).
import { bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type StaffRoleColumn = 'manager' | 'agent' | 'driver';
export type AuditActorRole = 'owner' | 'manager' | 'agent' | 'driver' | 'customer' | 'admin' | 'system';
export type AuditSubject = 'booking' | 'car' | 'service' | 'money' | 'staff' | 'driver';
export type PaperKind = 'insurance' | 'token_tax' | 'route_permit';

export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  vendorId: uuid('vendor_id').notNull(),
  userId: uuid('user_id'),
  email: text('email'),
  phone: text('phone'),
  role: text('role').$type<StaffRoleColumn>().notNull(),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removedBy: uuid('removed_by'),
});

export const staffMemberServices = pgTable(
  'staff_member_services',
  {
    staffId: uuid('staff_id').notNull(),
    serviceId: uuid('service_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.serviceId] })],
);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  vendorId: uuid('vendor_id').notNull(),
  serviceId: uuid('service_id'),
  actorId: uuid('actor_id'),
  actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
  action: text('action').notNull(),
  subjectType: text('subject_type').$type<AuditSubject>().notNull(),
  subjectId: uuid('subject_id'),
  details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const carPapers = pgTable('car_papers', {
  carId: uuid('car_id').primaryKey(),
  insurancePolicy: text('insurance_policy'),
  insuranceExpires: date('insurance_expires'),
  tokenTaxExpires: date('token_tax_expires'),
  routePermitExpires: date('route_permit_expires'),
  trackerFitted: boolean('tracker_fitted').notNull().default(false),
  serviceIntervalKm: integer('service_interval_km'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carPaperReminders = pgTable(
  'car_paper_reminders',
  {
    carId: uuid('car_id').notNull(),
    paper: text('paper').$type<PaperKind>().notNull(),
    expires: date('expires').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.paper, t.expires, t.daysBefore] })],
);

/** One reminder per car and service mark (migration 0036, decision 0046). */
export const carServiceReminders = pgTable(
  'car_service_reminders',
  {
    carId: uuid('car_id').notNull(),
    markKm: integer('mark_km').notNull(),
    handoverId: uuid('handover_id').notNull(),
    odometerKm: integer('odometer_km').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.carId, t.markKm] })],
);
