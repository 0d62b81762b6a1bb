// Drizzle's view of the damage claims after the trip (issue 32, decision 0045, migration 0034);
// part of schema.ts, which re-exports it.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClaimArea } from '@carrental/shared';
import { adminDecision, createdAt, storedPhoto } from './columns.js';

/** A damage claim; append-only (a correction is a new row replacing it). */
export const claims = pgTable('claims', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  areas: text('areas').array().$type<ClaimArea[]>().notNull(),
  amount: integer('amount').notNull(),
  document: text('document').$type<'estimate' | 'invoice'>().notNull(),
  note: text('note').notNull().default(''),
  replacesId: uuid('replaces_id'),
  createdBy: uuid('created_by').notNull(),
  createdAt: createdAt(),
});

/** The renter's answer to a claim, once. */
export const claimAnswers = pgTable('claim_answers', {
  claimId: uuid('claim_id').primaryKey(),
  answer: text('answer').$type<'accepted' | 'offered' | 'disputed'>().notNull(),
  offerAmount: integer('offer_amount'),
  comment: text('comment').notNull().default(''),
  customerId: uuid('customer_id').notNull(),
  createdAt: createdAt(),
});

/** The vendor's side accepted the renter's offer, once. */
export const claimOfferAcceptances = pgTable('claim_offer_acceptances', {
  claimId: uuid('claim_id').primaryKey(),
  acceptedBy: uuid('accepted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An admin's decision on a claim, once and final. */
export const claimDecisions = pgTable('claim_decisions', {
  claimId: uuid('claim_id').primaryKey(),
  ...adminDecision(),
});

/** Photos of a claim: the vendor's (of an area) and the renter's (of a dispute). */
export const claimPhotos = pgTable('claim_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  claimId: uuid('claim_id').notNull(),
  area: text('area').$type<ClaimArea>(),
  side: text('side').$type<'VENDOR' | 'CUSTOMER'>().notNull(),
  ...storedPhoto(),
  uploadedBy: uuid('uploaded_by').notNull(),
  createdAt: createdAt(),
});
