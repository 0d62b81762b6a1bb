// The dashboards (issue 34): a vendor's figures for the company or one branch, the admins' figures
// for the marketplace. Reads only; the figures come from the pure functions in shared/.
import { adminAnalytics, vendorAnalytics, type AnalyticsQuery } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { listMoneyDisputes, listOverdueDeposits } from '../rental-money/index.js';
import { adminFacts, servicesOf, vendorFacts } from './queries.js';
import { flushSearchCounts } from './search-counts.js';

export async function vendorAnalyticsOf(ctx: AppContext, actor: Actor, query: AnalyticsQuery) {
  const services = await servicesOf(ctx, actor.id);
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
