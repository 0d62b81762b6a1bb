// The dashboards (issue 34): a vendor's figures for the company or one branch, the admins' figures
// for the marketplace. Reads only; the figures come from the pure functions in shared/.
import { adminAnalytics, vendorAnalytics, type AnalyticsQuery } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { AppError, forbidden } from '../http/errors.js';
import { staffServiceIds } from '../staff/index.js';
import { listMoneyDisputes, listOverdueDeposits } from '../rental-money/index.js';
import { adminFacts, servicesOf, vendorFacts } from './queries.js';
import { flushSearchCounts } from './search-counts.js';

/**
 * The figures of the services the caller may read: an owner's company (the VENDOR role), a
 * manager's branches (`insights`, decision 0039's policy), both for one who is both. A service
 * outside them is 404, a caller with neither is 403.
 */
export async function vendorAnalyticsOf(ctx: AppContext, actor: Actor, query: AnalyticsQuery) {
  const managed = staffServiceIds(actor, 'insights');
  const owner = actor.roles.includes('VENDOR');
  if (!owner && managed.length === 0) throw forbidden('errors.staff.notAllowed');
  const services = await servicesOf(ctx, owner ? actor.id : null, managed);
  if (query.serviceId && !services.some((s) => s.id === query.serviceId)) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.service');
  const chosen = query.serviceId ? [query.serviceId] : services.map((s) => s.id);
  const facts = await vendorFacts(ctx, chosen, query);
  return { ...vendorAnalytics({ from: query.from, to: query.to, ...facts }), services };
}

export async function adminAnalyticsOf(ctx: AppContext, query: AnalyticsQuery) {
  await flushSearchCounts(ctx);
  const [facts, disputes, overdue] = await Promise.all([adminFacts(ctx, query), listMoneyDisputes(ctx), listOverdueDeposits(ctx)]);
  return adminAnalytics({ from: query.from, to: query.to, ...facts, openDisputes: disputes.length, overdueDeposits: overdue.length });
}
