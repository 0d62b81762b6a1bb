// Who may do what with services and their cars, in one place (the UI mirrors these rules to hide
// controls, but the server is what enforces them).
import { isSignedIn, type Actor, type Caller } from '../auth/actor.js';
import { forbidden } from '../http/errors.js';
import { mayActFor, type CompanyThing } from '../staff/policy.js';

/**
 * The vendor who owns a service, and its managers (decision 0039), write it or its cars
 * (decisions.md "Catalog"). `service` is a service row (its `id`) or a car (its `serviceId`).
 */
export function canManageService(caller: Caller, service: CompanyThing): boolean {
  return isSignedIn(caller) && mayActFor(caller, 'catalog', service);
}

export function assertCanManageService(actor: Actor, service: CompanyThing): void {
  if (!canManageService(actor, service)) throw forbidden('errors.services.notOwner');
}

/** Creating a service needs the vendor role (switching to Vendor mode grants it). */
export function assertCanCreateService(actor: Actor): void {
  if (!actor.roles.includes('VENDOR')) throw forbidden('errors.services.switchToVendor');
}

/** Phone numbers are never sent to anonymous callers (decisions.md "Catalog"). */
export const showsPhone = (caller: Caller) => isSignedIn(caller);
