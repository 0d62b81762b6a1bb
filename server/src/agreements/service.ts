// The rental agreement (issue 31, decision 0042): made once per sealed check-in by a job (facts from
// the booking, both parties, the car, the price, the money paid, the trip terms and the sealed record),
// stored privately with the SHA-256 of its bytes, e-mailed to both sides; fetched by the booking's
// parties and admins; its hash checked by anyone.
import { createHash, randomUUID } from 'node:crypto';
import { HANDOVER_ANGLES, shortId, type Locale } from '@carrental/shared';
import type { Actor, Caller } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { agreements } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';
import { renderAgreementPdf, type AgreementFacts, type AgreementPhoto } from '../documents/index.js';
import { readSealedHandover } from '../handovers/index.js';
import { namesOf, renterIdentity, termsOfCar } from '../handovers/queries.js';
import { sideOf } from '../bookings/policy.js';
import { getStatement } from '../rental-money/queries.js';
import { agreementById, agreementOfBooking, agreementOfHandover, bookingParties, type AgreementRow } from './queries.js';

export const PDF_TYPE = 'application/pdf';
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fileNameOf = (bookingId: string) => `agreement-${shortId(bookingId)}.pdf`;

type Parties = NonNullable<Awaited<ReturnType<typeof bookingParties>>>;

/** The renter as an actor, to read the booking's statement the way the renter sees it. */
const renterActor = (customer: Parties['customer']): Actor => ({
  id: customer.id,
  name: customer.name,
  email: customer.email,
  roles: customer.roles,
  loggedInAs: 'CUSTOMER',
  emailVerified: customer.emailVerified,
  tokenVersion: 0,
  sessionExpiresAt: null,
  locale: customer.locale ?? null,
  staff: [],
});

async function factsOf(ctx: AppContext, handoverId: string, agreementId: string, locale: Locale): Promise<{ facts: AgreementFacts; parties: Parties } | null> {
  const sealed = await readSealedHandover(ctx.db, handoverId);
  if (!sealed || sealed.kind !== 'check_in') return null;
  const parties = await bookingParties(ctx.db, sealed.bookingId);
  if (!parties) return null;
  const { booking, car, service, customer, vendor } = parties;
  const [identity, terms, statement, names] = await Promise.all([
    renterIdentity(ctx.db, customer.id),
    termsOfCar(ctx.db, car.id),
    getStatement(ctx, renterActor(customer), booking.id),
    namesOf(ctx.db, [sealed.vendorAck.by, sealed.renterAck.by].filter((id): id is string => Boolean(id))),
  ]);
  const photos: AgreementPhoto[] = [];
  for (const angle of HANDOVER_ANGLES) {
    const stored = sealed.photos[angle];
    if (!stored) continue;
    const object = (await ctx.storage.get(stored.thumbKey)) ?? (await ctx.storage.get(stored.storageKey));
    photos.push({ caption: say(locale, `handovers.angle.${angle}`), image: object?.body ?? Buffer.alloc(0) });
  }
  const facts: AgreementFacts = {
    agreementId,
    bookingId: shortId(booking.id),
    publicUrl: ctx.config.publicUrl,
    contentSha256: sealed.contentSha256,
    issuedAt: ctx.clock.now().toISOString(),
    renter: {
      name: identity.name || customer.name,
      cnic: identity.cnicNumber ?? '—',
      licenceNumber: identity.licenceNumber,
      licenceExpiry: identity.licenceExpiresOn,
      phone: identity.phone || customer.phone || '—',
    },
    vendor: {
      businessName: service.name,
      address: [service.addressLine1, service.addressLine2, service.city].map((s) => s.trim()).filter(Boolean).join(', ') || '—',
      phone: service.phone || vendor.phone || '—',
    },
    car: { make: car.make, customMake: car.customMake, model: car.model, year: car.year, colour: car.color || '—', registration: car.registrationNumber ?? '—' },
    trip: { mode: booking.tripMode, destination: booking.destination, start: booking.startDate, end: booking.endDate },
    price: {
      lines: (booking.priceLines ?? []).map((line) => ({ ...(line.text ? { text: line.text } : {}), label: line.label, amount: line.amount })),
      total: booking.totalAmount,
      paidSoFar: statement.rentPaid,
      deposit: booking.deposit,
    },
    rules: {
      kmPerDay: terms.kmPerDay,
      extraKmRate: terms.extraKmRate,
      fuelPolicy: terms.fuelPolicy,
      fuelEighthPrice: terms.fuelEighthPrice,
      outOfCity: terms.outOfCity,
      outOfCitySurchargePerDay: terms.outOfCitySurchargePerDay,
      lateGraceMinutes: terms.lateGraceMinutes,
      lateHourlyRate: terms.lateHourlyRate,
      lateFullDayAfterHours: terms.lateFullDayAfterHours,
      cancellationPolicy: booking.cancellationPolicy,
      damageExcess: null,
    },
    checkIn: { odometerKm: sealed.odometerKm, fuelEighths: sealed.fuelEighths, damages: sealed.damages.map((d) => ({ note: d.note })), notes: sealed.notes, photos },
    acknowledgements: [
      { who: 'vendor', name: (sealed.vendorAck.by && names.get(sealed.vendorAck.by)) || service.name, at: sealed.vendorAck.at.toISOString(), how: 'agent' },
      { who: 'renter', name: (sealed.renterAck.by && names.get(sealed.renterAck.by)) || customer.name, at: sealed.renterAck.at.toISOString(), how: sealed.renterAck.via === 'app' ? 'app' : 'code' },
    ],
  };
  return { facts, parties };
}

/**
 * The `agreements.make` job: the agreement of a sealed check-in, once. A retried or repeated job
 * finds the row and stops; two at once both draw, one row wins (handover_id is unique) and the
 * loser's file is removed. The e-mails are queued in the row's transaction, so they go once.
 */
export async function makeAgreement(ctx: AppContext, handoverId: string): Promise<AgreementRow | null> {
  const existing = await agreementOfHandover(ctx.db, handoverId);
  if (existing) return existing;
  const id = randomUUID();
  const probe = await bookingOfHandover(ctx, handoverId);
  if (!probe) return null;
  const locale: Locale = probe.customer.locale ?? 'en';
  const made = await factsOf(ctx, handoverId, id, locale);
  if (!made) return null;
  const { facts, parties } = made;
  const pdf = await renderAgreementPdf(facts, locale);
  const storageKey = `agreements/${parties.booking.id}/${id}.pdf`;
  await ctx.storage.put(storageKey, pdf, PDF_TYPE);
  const row = await ctx.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(agreements)
      .values({ id, bookingId: parties.booking.id, handoverId, sha256: sha256Of(pdf), storageKey, localeOrder: locale === 'ur' ? 'ur,en' : 'en,ur' })
      .onConflictDoNothing({ target: agreements.handoverId })
      .returning();
    if (!inserted) return null;
    const attachments = [{ filename: fileNameOf(parties.booking.id), contentType: PDF_TYPE, storageKey }];
    const url = `${ctx.config.publicUrl}/bookingDetails/${parties.booking.id}`;
    for (const person of [parties.customer, parties.vendor]) {
      const lang: Locale = person.locale ?? 'en';
      const values = { ref: shortId(parties.booking.id), name: person.name, service: parties.service.name };
      const { text, html } = renderMail({
        heading: say(lang, 'mail.agreement.heading', values),
        paragraphs: [say(lang, 'mail.hello', values), say(lang, 'mail.agreement.body', values)],
        action: { label: say(lang, 'mail.agreement.open'), url },
        locale: lang,
      });
      await ctx.mailer.enqueue({ to: person.email, subject: say(lang, 'mail.agreement.subject', values), text, html, attachments }, tx);
    }
    return inserted;
  });
  if (!row) {
    await ctx.storage.delete(storageKey);
    return agreementOfHandover(ctx.db, handoverId);
  }
  return row;
}

async function bookingOfHandover(ctx: AppContext, handoverId: string) {
  const sealed = await readSealedHandover(ctx.db, handoverId);
  return sealed ? bookingParties(ctx.db, sealed.bookingId) : null;
}

/** The booking's parties and admins; anyone else (and an unknown booking) gets the booking's 404. */
async function assertReader(ctx: AppContext, actor: Actor, bookingId: string) {
  const parties = await bookingParties(ctx.db, bookingId);
  if (!parties || (!sideOf(actor, parties.booking, parties.service) && !isAdmin(actor))) throw notFound('Booking');
  return parties;
}

/** The booking's agreement (404 until made). */
export async function getBookingAgreement(ctx: AppContext, actor: Actor, bookingId: string): Promise<AgreementRow> {
  await assertReader(ctx, actor, bookingId);
  const row = await agreementOfBooking(ctx.db, bookingId);
  if (!row) throw notFound('Agreement');
  return row;
}

/** The stored PDF's bytes, as made and hashed. */
export async function agreementPdf(ctx: AppContext, actor: Actor, bookingId: string) {
  const row = await getBookingAgreement(ctx, actor, bookingId);
  const stored = await ctx.storage.get(row.storageKey);
  if (!stored) throw notFound('Agreement');
  return { pdf: stored.body, name: fileNameOf(bookingId) };
}

/** Anyone: is this the hash on record? Unknown agreements are 404; nothing personal is said. */
export async function verifyAgreement(ctx: AppContext, _caller: Caller, agreementId: string, sha256: string) {
  const row = await agreementById(ctx.db, agreementId);
  if (!row) throw notFound('Agreement');
  return { matches: row.sha256 === sha256.toLowerCase(), issuedAt: row.createdAt.toISOString() };
}
