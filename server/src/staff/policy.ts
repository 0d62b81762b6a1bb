// Who may act for a company (decision 0039): the ONE answer to "may this caller do X on this
// service, car or booking", used by services, cars, availability, trip terms, bookings, messages
// and rental money instead of comparing the service's vendor with the caller. The owner (the vendor
// account holding the VENDOR role) may do everything; staff what their role allows, and only in
// the services (branches) their membership covers. Memberships come with the actor, read afresh
// on every request (auth/actor.ts), so a removed member loses access on their next request.
import { isSignedIn, type Actor, type Caller, type StaffMembership } from '../auth/actor.js';
import { forbidden } from '../http/errors.js';

export type CompanyRole = 'owner' | 'manager' | 'agent' | 'driver';

export type CompanyAction =
  /** services, cars, photos, papers, availability rules and blocks, trip and payment terms */
  | 'catalog'
  /** the vendor's side of a booking: accept, reject, suggest, cancel, see it */
  | 'bookings'
  /** the vendor's side of a booking's conversation */
  | 'messages'
  /** money taken or returned at the counter (cash receipts) */
  | 'counter-money'
  /** earnings and payouts */
  | 'payouts'
  /** assigning drivers, their days off */
  | 'drivers'
  /** inviting and removing staff */
  | 'staff'
  /** the company's audit log */
  | 'audit'
  /** the company's figures and charts (insights, decision 0041) */
  | 'insights'
  /** a driver's own assigned trips */
  | 'trips';

/** What each role may do, in the services its membership covers (the owner: everywhere). */
export const ROLE_ACTIONS: Readonly<Record<CompanyRole, readonly CompanyAction[]>> = {
  owner: ['catalog', 'bookings', 'messages', 'counter-money', 'payouts', 'drivers', 'staff', 'audit', 'insights', 'trips'],
  manager: ['catalog', 'bookings', 'messages', 'counter-money', 'drivers', 'audit', 'insights', 'trips'],
  agent: ['bookings', 'messages', 'counter-money', 'drivers'],
  driver: ['trips'],
};

/**
 * A thing of a company: its owner (`vendorId`) and the service it belongs to (a service row's
 * `id`, a car's or booking's `serviceId`). Without one, the question is about the company as a
 * whole (its staff, its audit log): a member covering any of its services is asked by role.
 */
export type CompanyThing = { vendorId: string } & ({ serviceId: string } | { id: string } | { company: true });

const serviceOf = (thing: CompanyThing): string | null =>
  'serviceId' in thing ? thing.serviceId : 'id' in thing ? thing.id : null;

const isOwner = (actor: Actor, vendorId: string) => actor.id === vendorId && actor.roles.includes('VENDOR');

/** The caller's roles in the thing's company that cover it (the owner's alone when they own it). */
export function companyRolesOf(caller: Caller, thing: CompanyThing): CompanyRole[] {
  if (!isSignedIn(caller)) return [];
  if (isOwner(caller, thing.vendorId)) return ['owner'];
  const serviceId = serviceOf(thing);
  return caller.staff
    .filter((m) => m.vendorId === thing.vendorId && (serviceId === null || m.serviceIds.includes(serviceId)))
    .map((m) => m.role);
}

/** May the caller do `action` on the thing? The owner always; staff by role, in their services. */
export function mayActFor(caller: Caller, action: CompanyAction, thing: CompanyThing): boolean {
  return companyRolesOf(caller, thing).some((role) => ROLE_ACTIONS[role].includes(action));
}

/** 403 unless `mayActFor`. */
export function assertMayActFor(actor: Actor, action: CompanyAction, thing: CompanyThing, key: Parameters<typeof forbidden>[0] = 'errors.staff.notAllowed'): void {
  if (!mayActFor(actor, action, thing)) throw forbidden(key);
}

/** The memberships through which the caller may do `action` (for lists: bookings, services). */
export function membershipsFor(actor: Actor, action: CompanyAction): StaffMembership[] {
  return actor.staff.filter((m) => ROLE_ACTIONS[m.role].includes(action));
}

/** The services (of other owners) where the caller may do `action` as staff. */
export function staffServiceIds(actor: Actor, action: CompanyAction): string[] {
  return [...new Set(membershipsFor(actor, action).flatMap((m) => m.serviceIds))];
}

/** Is the caller someone who acts for a company: an owner, or staff of any company? */
export const actsForACompany = (actor: Actor) => actor.roles.includes('VENDOR') || actor.staff.length > 0;
