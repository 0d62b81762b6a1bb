// The only place service rows become answers: whitelisted fields, the phone for signed-in callers
// only, and whether the caller may manage the service (the screens show the owner's controls from it).
import type { Reliability, Service, ServiceSummary } from '@carrental/shared';
import type { Caller } from '../auth/actor.js';
import { canManageService, showsPhone } from './policy.js';
import type { ServiceRow } from './queries.js';

export function presentServiceSummary(row: ServiceRow, caller: Caller): ServiceSummary {
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    description: row.description,
    ...(showsPhone(caller) ? { phone: row.phone } : {}),
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    cancellationPolicy: row.cancellationPolicy,
  };
}

export function presentService(
  row: ServiceRow,
  carCount: number,
  caller: Caller,
  rating?: { average: number | string | null; count: number | string } | string | null,
  reliability?: Reliability,
): Service {
  const r = typeof rating === 'string' ? (JSON.parse(rating) as { average: number | string | null; count: number | string }) : rating;
  return {
    ...presentServiceSummary(row, caller),
    carCount,
    ...(r ? { rating: { average: r.average === null ? null : Number(r.average), count: Number(r.count) } } : {}),
    createdAt: row.createdAt.toISOString(),
    canManage: canManageService(caller, row),
    ...(reliability ? { reliability } : {}),
  };
}
