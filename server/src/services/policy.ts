// Who may do what with services and their cars, in one place (the UI mirrors these rules to hide
// controls, but the server is what enforces them).
import { isSignedIn, type Actor, type Caller } from '../auth/actor.js';
import { forbidden } from '../http/errors.js';

/** Only the vendor who owns a service writes it or its cars (decisions.md "Catalog"). */
export function canManageService(caller: Caller, service: { vendorId: string }): boolean {
  return isSignedIn(caller) && caller.roles.includes('VENDOR') && caller.id === service.vendorId;
}

export function assertCanManageService(actor: Actor, service: { vendorId: string }): void {
  if (!canManageService(actor, service)) throw forbidden('errors.services.notOwner');
}

/** Creating a service needs the vendor role (switching to Vendor mode grants it). */
export function assertCanCreateService(actor: Actor): void {
  if (!actor.roles.includes('VENDOR')) throw forbidden('errors.services.switchToVendor');
}

/** Phone numbers are never sent to anonymous callers (decisions.md "Catalog"). */
export const showsPhone = (caller: Caller) => isSignedIn(caller);
