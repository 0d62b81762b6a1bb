// Who may see an identity and what a booking needs (issue 33, decision 0040). Pure rules; the
// queries give them their facts.
import type { IdentityStatus, TripMode } from '@carrental/shared';
import { AppError } from '../http/errors.js';

/** Statuses from which the booking's vendor may see the renter's numbers (CONFIRMED and later). */
export const VENDOR_SEES_FROM_STATUSES = ['CONFIRMED', 'IN_PROGRESS', 'COMPLETED'] as const;

export type IdentityView = 'full' | 'vendor' | 'none';

/** The owner and admins see everything; the vendor of a confirmed booking the numbers; others nothing. */
export function identityViewOf(viewer: { id: string; roles: readonly string[] }, ownerId: string, vendorOfConfirmedBooking: boolean): IdentityView {
  if (viewer.id === ownerId || viewer.roles.includes('ADMIN')) return 'full';
  return vendorOfConfirmedBooking ? 'vendor' : 'none';
}

export interface BookingIdentityFacts {
  cnicStatus: IdentityStatus;
  licenceStatus: IdentityStatus;
  licenceExpiry: string | null;
}

/**
 * What a booking request is missing, or null: self-drive needs an approved licence valid until
 * the trip's last day; with a driver, an approved CNIC.
 */
export function identityProblem(facts: BookingIdentityFacts, mode: TripMode, tripEnd: string): 'LICENCE_REQUIRED' | 'CNIC_REQUIRED' | null {
  if (mode === 'with_driver') return facts.cnicStatus === 'APPROVED' ? null : 'CNIC_REQUIRED';
  const lastDay = tripEnd.slice(0, 10);
  return facts.licenceStatus === 'APPROVED' && facts.licenceExpiry !== null && facts.licenceExpiry >= lastDay ? null : 'LICENCE_REQUIRED';
}

export const identityRequired = (problem: 'LICENCE_REQUIRED' | 'CNIC_REQUIRED') =>
  new AppError(403, 'IDENTITY_REQUIRED', problem === 'LICENCE_REQUIRED' ? 'errors.identity.licenceRequired' : 'errors.identity.cnicRequired');
