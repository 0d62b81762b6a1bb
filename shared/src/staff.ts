// Staff, drivers and fleet papers (issue 34, decision 0039): the payloads and answers of
// /api/vendor/staff, /api/staff/invitations, /api/vendor/audit-log, /api/bookings/{id}/driver,
// /api/driver/trips and /api/cars/{id}/papers.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { emailSchema } from './auth.js';
import { mobilePhoneSchema } from './phones.js';
import { latinDigits } from './digits.js';

export const STAFF_ROLES = ['manager', 'agent', 'driver'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, errorText('errors.staff.roleInvalid'));
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The most services one membership names. */
export const MAX_STAFF_SERVICES = 50;

/** POST /api/vendor/staff: an email or a phone (one of them), the role, and the branches. */
export const inviteStaffSchema = z
  .object({
    email: emailSchema.optional(),
    phone: mobilePhoneSchema.optional(),
    role: staffRoleSchema,
    serviceIds: z
      .array(z.uuid(errorText('errors.staff.serviceUnknown')))
      .min(1, errorText('errors.staff.serviceRequired'))
      .max(MAX_STAFF_SERVICES, errorText('errors.staff.serviceRequired')),
  })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), { message: errorText('errors.staff.emailOrPhone'), path: ['email'] });
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const staffIdParamsSchema = z.object({ staffId: z.uuid(errorText('errors.staff.notFound')) });

export const staffMemberSchema = z.object({
  id: z.string(),
  role: staffRoleSchema,
  status: z.enum(['invited', 'active']),
  /** The member's name once they accepted. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** An invitation as its invitee sees it (GET /api/staff/invitations). */
export const staffInvitationSchema = z.object({
  id: z.string(),
  company: z.string(),
  role: staffRoleSchema,
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  invitedAt: z.string(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** The companies the signed-in account works for (GET /api/staff/me). */
export const myMembershipSchema = z.object({
  id: z.string(),
  company: z.string(),
  role: staffRoleSchema,
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const AUDIT_SUBJECTS = ['booking', 'car', 'service', 'money', 'staff', 'driver'] as const;
export const AUDIT_ACTOR_ROLES = ['owner', 'manager', 'agent', 'driver', 'customer', 'admin', 'system'] as const;

const dateOnly = z
  .string()
  .overwrite(latinDigits)
  .regex(/^\d{4}-\d{2}-\d{2}$/, errorText('errors.field.notADate'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), errorText('errors.field.notADate'));

/** GET /api/vendor/audit-log?actorId&subject&from&to&serviceId (dates in the marketplace's zone). */
export const auditQuerySchema = z.object({
  actorId: z.uuid(errorText('errors.field.unknownUser')).optional(),
  subject: z.enum(AUDIT_SUBJECTS, errorText('errors.staff.subjectInvalid')).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  serviceId: z.uuid(errorText('errors.staff.serviceUnknown')).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.enum(AUDIT_ACTOR_ROLES) }),
  action: z.string(),
  subject: z.enum(AUDIT_SUBJECTS),
  subjectId: z.string().nullable(),
  serviceId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** PUT /api/bookings/{id}/driver: a driver of the company (their staff id). */
export const assignDriverSchema = z.object({ driverId: z.uuid(errorText('errors.drivers.notDriver')) });

/** POST /api/vendor/staff/{staffId}/days-off: a block of whole days, `from` to `to` inclusive. */
export const dayOffSchema = z
  .object({ from: dateOnly, to: dateOnly })
  .refine((v) => v.from <= v.to, { message: errorText('errors.drivers.dayOffOrder'), path: ['to'] });

/** A trip on a driver's phone (GET /api/driver/trips). The renter shows from 24 hours before. */
export const driverTripSchema = z.object({
  bookingId: z.string(),
  status: z.string(),
  /** Wall-clock date-times of the marketplace ("2030-01-10T10:00:00"). */
  startDate: z.string(),
  endDate: z.string(),
  car: z.object({ make: z.string(), model: z.string(), color: z.string() }),
  pickup: z.object({ serviceName: z.string(), addressLine1: z.string(), city: z.string() }),
  renter: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type DriverTrip = z.infer<typeof driverTripSchema>;

export const PAPER_KINDS = ['insurance', 'token_tax', 'route_permit'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
/** Days before an expiry when the owner and managers are reminded. */
export const PAPER_REMINDER_DAYS = [30, 7, 1] as const;

/** PUT /api/cars/{id}/papers. */
export const carPapersSchema = z.object({
  insurancePolicy: z.string().trim().min(1).max(80).nullable(),
  insuranceExpires: dateOnly.nullable(),
  tokenTaxExpires: dateOnly.nullable(),
  routePermitExpires: dateOnly.nullable(),
  trackerFitted: z.boolean(),
  serviceIntervalKm: z.number().int().min(500).max(100_000).nullable(),
});
export type CarPapers = z.infer<typeof carPapersSchema>;

/** The papers form's fields as typed (empty means none), read as the payload of PUT /cars/{id}/papers. */
export const carPapersFormSchema = z
  .object({
    insurancePolicy: z.string(),
    insuranceExpires: z.string(),
    tokenTaxExpires: z.string(),
    routePermitExpires: z.string(),
    trackerFitted: z.boolean(),
    serviceIntervalKm: z.string(),
  })
  .transform((v) => ({
    insurancePolicy: v.insurancePolicy.trim() || null,
    insuranceExpires: v.insuranceExpires || null,
    tokenTaxExpires: v.tokenTaxExpires || null,
    routePermitExpires: v.routePermitExpires || null,
    trackerFitted: v.trackerFitted,
    serviceIntervalKm: v.serviceIntervalKm.trim() === '' ? null : Number(v.serviceIntervalKm),
  }))
  .pipe(carPapersSchema);
