// Handover records (issue 31, decision 0037): the car's state at check-in and check-out, drafted by
// the vendor's side, acknowledged by the renter, sealed. The payloads, the answers, and the pure
// comparison of a check-out with its check-in (`handoverDifferences`).
import { z } from './zod.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { latinDigits } from './digits.js';
import { numberText } from './formText.js';
import { parseLocalDateTime, rentalDays } from './time.js';
import { lateReturnCharge, type TripTerms } from './trips.js';

export const HANDOVER_KINDS = ['check_in', 'check_out'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];
export const handoverKindSchema = z.enum(HANDOVER_KINDS);

/** The 11 photos of a record, in the order the guided capture asks for them. */
export const HANDOVER_ANGLES = [
  'front',
  'front_right',
  'right',
  'rear_right',
  'rear',
  'rear_left',
  'left',
  'front_left',
  'interior',
  'odometer',
  'fuel',
] as const;
export type HandoverAngle = (typeof HANDOVER_ANGLES)[number];
export const handoverAngleSchema = z.enum(HANDOVER_ANGLES, { error: errorText('errors.validation.invalid') });

export const HANDOVER_STATUSES = ['DRAFT', 'SEALED'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

/** Largest photo accepted (the web shrinks each one on the device first). */
export const MAX_HANDOVER_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_ODOMETER_KM = 9_999_999;
export const MAX_DAMAGES = 40;
export const HANDOVER_CODE_LENGTH = 6;

/** A mark on the car's outline: where (0–1 across and down the drawing) and what. */
export const damageSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  note: plainText().trim().max(300).optional().default(''),
});
export type Damage = z.output<typeof damageSchema>;

/** POST /api/bookings/{id}/handovers: a draft (again while a draft of the kind is open: its new readings). */
export const handoverDraftSchema = z.object({
  kind: handoverKindSchema,
  odometerKm: z.number().int().min(0).max(MAX_ODOMETER_KM),
  fuelEighths: z.number().int().min(0).max(8),
  damages: z.array(damageSchema).max(MAX_DAMAGES).optional().default([]),
  notes: plainText().trim().max(2000).optional().default(''),
  /** A correction: the sealed record of the same booking and kind it corrects. */
  correctsId: z.uuid().optional(),
});
export type HandoverDraftInput = z.input<typeof handoverDraftSchema>;

const odometerWhole = errorText('errors.handovers.odometerWhole');
/** The capture's readings as typed (the odometer is text, Urdu digits too), turned into a draft's readings. */
export const handoverReadingsFormSchema = z.object({
  odometerKm: numberText(odometerWhole, odometerWhole).pipe(z.number().int(odometerWhole).min(0, odometerWhole).max(MAX_ODOMETER_KM, odometerWhole)),
  fuelEighths: handoverDraftSchema.shape.fuelEighths,
  damages: handoverDraftSchema.shape.damages,
  notes: handoverDraftSchema.shape.notes,
});
export type HandoverReadingsFormValues = z.input<typeof handoverReadingsFormSchema>;

/** The renter's six-digit code as typed (spaces and Urdu digits allowed). */
const handoverCode = (message: string) =>
  plainText()
    .max(20)
    .transform((v) => latinDigits(v).replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, message));

/** POST …/acknowledge: the renter's code (the vendor's side), or nothing (the renter's own "I agree"). */
export const handoverAcknowledgeSchema = z
  .object({
    code: handoverCode(errorText('errors.handovers.codeInvalid')).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type HandoverAcknowledgeInput = z.input<typeof handoverAcknowledgeSchema>;

/** The vendor's side's seal form: the code must be there, six digits, before it is sent. */
export const handoverCodeFormSchema = z.object({ code: handoverCode(errorText('errors.handovers.codeSixDigits')) });

/** Answer of POST …/code: the new code is on its way to the renter. */
export const handoverCodeSentSchema = z.object({ expiresAt: z.string() });

/** Query of POST …/photos: the angle (also accepted as a multipart field sent before the file). */
export const handoverPhotoQuerySchema = z.object({ angle: plainText().max(40).optional() });

export const handoverPhotoSchema = z.object({ angle: handoverAngleSchema, url: z.string(), thumbUrl: z.string(), sha256: z.string() });
export type HandoverPhoto = z.infer<typeof handoverPhotoSchema>;

const ackSchema = z.object({ via: z.enum(['code', 'recorded', 'app']), at: z.string(), byName: z.string().nullable() }).nullable();

export const handoverSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: handoverKindSchema,
  status: z.enum(HANDOVER_STATUSES),
  odometerKm: z.number().int(),
  fuelEighths: z.number().int(),
  damages: z.array(z.object({ x: z.number(), y: z.number(), note: z.string() })),
  notes: z.string(),
  correctsId: z.string().nullable(),
  photos: z.array(handoverPhotoSchema),
  missingAngles: z.array(handoverAngleSchema),
  vendorAck: ackSchema,
  renterAck: ackSchema,
  sealedAt: z.string().nullable(),
  contentSha256: z.string().nullable(),
  createdAt: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

/** What the agent sees of the renter's identity: numbers an admin read off approved documents. */
export const renterIdentitySchema = z.object({
  name: z.string(),
  phone: z.string(),
  cnicNumber: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceExpiresOn: z.string().nullable(),
  /** Approved documents on file (numbers may not be recorded yet). */
  approvedDocuments: z.number().int(),
});
export type RenterIdentity = z.infer<typeof renterIdentitySchema>;

export const handoverDifferencesSchema = z.object({
  km: z.object({ driven: z.number().int(), included: z.number().int().nullable(), extra: z.number().int(), amount: z.number().int() }),
  fuel: z.object({ difference: z.number().int(), short: z.number().int(), amount: z.number().int(), policy: z.enum(['same_to_same', 'included']) }),
  lateness: z.object({ returnedAt: z.string(), endDate: z.string(), minutesLate: z.number().int(), amount: z.number().int() }),
  total: z.number().int(),
});
export type HandoverDifferences = z.infer<typeof handoverDifferencesSchema>;

/** GET /api/bookings/{id}/handovers (and the answer of every handover write). */
export const bookingHandoversSchema = z.object({
  bookingId: z.string(),
  bookingStatus: z.string(),
  viewerSide: z.enum(['CUSTOMER', 'VENDOR']).nullable(),
  /** Newest last. */
  handovers: z.array(handoverSchema),
  /** To the vendor's side only. */
  renter: renterIdentitySchema.nullable(),
  /** Why a check-in cannot start (a licence expiring before a self-drive trip ends), when it cannot. */
  checkInBlocked: z.string().nullable(),
  /** The sealed (or latest drafted) check-out against the check-in, priced under the booking's terms. */
  differences: handoverDifferencesSchema.nullable(),
  /** What the caller may do next: `check_in`, `check_out` (start a draft), `correct_check_in`. */
  canStart: z.array(z.enum(['check_in', 'check_out'])),
});
export type BookingHandovers = z.infer<typeof bookingHandoversSchema>;

export interface HandoverDifferenceInput {
  checkIn: { odometerKm: number; fuelEighths: number };
  checkOut: { odometerKm: number; fuelEighths: number };
  /** Wall-clock time the car came back (the check-out record's time). */
  returnedAt: string;
  booking: { startDate: string; endDate: string };
  terms: Pick<TripTerms, 'kmPerDay' | 'extraKmRate' | 'fuelPolicy' | 'fuelEighthPrice' | 'lateGraceMinutes' | 'lateHourlyRate' | 'lateFullDayAfterHours'>;
  /** The day's rate the booking was priced at (a late return of a day or more costs days at it). */
  dayRate: number;
}

/**
 * A check-out against its check-in under the booking's terms: kilometres driven against those
 * included (days × km a day; unlimited when the terms say so), the fuel difference in eighths (a
 * shortfall under same-to-same costs each eighth at its price), and the return time against the
 * late-return rule. Amounts are what each would cost; charging them is the post-trip issue's.
 */
export function handoverDifferences(input: HandoverDifferenceInput): HandoverDifferences {
  const { terms } = input;
  const driven = Math.max(0, input.checkOut.odometerKm - input.checkIn.odometerKm);
  const days = rentalDays(input.booking.startDate, input.booking.endDate);
  const included = terms.kmPerDay === null ? null : terms.kmPerDay * days;
  const extra = included === null ? 0 : Math.max(0, driven - included);
  const kmAmount = extra * terms.extraKmRate;
  const difference = input.checkOut.fuelEighths - input.checkIn.fuelEighths;
  const short = terms.fuelPolicy === 'same_to_same' ? Math.max(0, -difference) : 0;
  const fuelAmount = short * terms.fuelEighthPrice;
  const end = parseLocalDateTime(input.booking.endDate.slice(0, 19)) ?? 0;
  const back = parseLocalDateTime(input.returnedAt.slice(0, 19)) ?? end;
  const minutesLate = Math.max(0, Math.floor((back - end) / 60_000));
  const lateAmount = lateReturnCharge(terms, input.dayRate, minutesLate);
  return {
    km: { driven, included, extra, amount: kmAmount },
    fuel: { difference, short, amount: fuelAmount, policy: terms.fuelPolicy },
    lateness: { returnedAt: input.returnedAt.slice(0, 19), endDate: input.booking.endDate.slice(0, 19), minutesLate, amount: lateAmount },
    total: kmAmount + fuelAmount + lateAmount,
  };
}

/**
 * Why a self-drive check-in cannot start: the renter's licence expires before the trip ends.
 * Null when it may (with a driver, or no expiry on record, or valid through the end).
 */
export function licenceProblem(trip: { tripMode: string; endDate: string }, licenceExpiresOn: string | null): { expiresOn: string } | null {
  if (trip.tripMode !== 'self_drive' || !licenceExpiresOn) return null;
  // A licence is valid through its expiry day.
  return `${licenceExpiresOn}T23:59:59` < trip.endDate.slice(0, 19) ? { expiresOn: licenceExpiresOn } : null;
}

/**
 * The service mark a car passed between two odometer readings (issue 34, decision 0046): the
 * highest multiple of `intervalKm` above the earlier reading and at most the later one, or null
 * when none was passed (or there is no earlier reading to pass it from).
 */
export function serviceMarkPassed(previousKm: number | null, currentKm: number, intervalKm: number | null): number | null {
  if (previousKm === null || intervalKm === null || intervalKm <= 0 || currentKm <= previousKm) return null;
  const mark = Math.floor(currentKm / intervalKm) * intervalKm;
  return mark > previousKm && mark > 0 ? mark : null;
}
