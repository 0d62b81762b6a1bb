// Who may do what with services and their cars, in one place (the UI mirrors these rules to hide
// controls, but the server is what enforces them).
import type { Actor } from '../auth/actor.js';
import { forbidden, unauthorized } from '../http/errors.js';

/** Only the vendor who owns a service writes it or its cars (decisions.md "Catalog"). */
export function canManageService(actor: Actor | null, service: { vendorId: string }): boolean {
  return !!actor && actor.roles.includes('VENDOR') && actor.id === service.vendorId;
}

export function assertCanManageService(actor: Actor | null, service: { vendorId: string }): void {
  if (!actor) throw unauthorized();
  if (!canManageService(actor, service)) throw forbidden('errors.services.notOwner');
}

/** Creating a service needs the vendor role (switching to Vendor mode grants it). */
export function assertCanCreateService(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw unauthorized();
  if (!actor.roles.includes('VENDOR')) throw forbidden('errors.services.switchToVendor');
}

/** Phone numbers are never sent to anonymous callers (decisions.md "Catalog"). */
export const showsPhone = (actor: Actor | null) => !!actor;
