// HTTP routes of the earnings feature: the vendor's Earnings (and its CSV), the admin's Payouts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdjustmentSchema, createPayoutSchema, earningsSchema, payoutSchema, vendorBalancesSchema } from '@carrental/shared';
import { requireRole } from '../auth/actor.js';
import { createAdjustment, createPayout, vendorBalances, vendorEarnings, earningsOfVendor } from './service.js';
import { earningsCsv } from './summary.js';
import { spec } from '../http/route-spec.js';

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/earnings',
    spec(['earnings'], "The caller's earnings as a vendor: per booking, per month, payouts", { ok: earningsSchema }),
    async (request) => vendorEarnings(ctx, requireRole(request, 'VENDOR')),
  );

  app.get(
    '/earnings.csv',
    spec(['earnings'], "The caller's earnings per booking as CSV", { ok: z.string() }),
    async (request, reply) => {
      const earnings = await vendorEarnings(ctx, requireRole(request, 'VENDOR'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rentwheels-earnings.csv"')
        .send(earningsCsv(earnings));
    },
  );

  app.get(
    '/admin/payouts',
    spec(['admin'], 'Every vendor with a balance: pending, available and paid out', { ok: vendorBalancesSchema }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return vendorBalances(ctx);
    },
  );

  app.get(
    '/admin/payouts/:vendorId',
    spec(['admin'], "One vendor's earnings, as the vendor sees them", { params: z.object({ vendorId: z.guid() }), ok: earningsSchema }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return earningsOfVendor(ctx, request.params.vendorId);
    },
  );

  app.post(
    '/admin/payouts',
    spec(['admin'], 'Mark a bank transfer to a vendor as paid, with its reference (at most the available balance)', {
      body: createPayoutSchema,
      ok: payoutSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await createPayout(ctx, requireRole(request, 'ADMIN'), request.body)),
  );

  app.post(
    '/admin/ledger-adjustments',
    spec(['admin'], "Correct a vendor's balance up or down, with the reason (a ledger row of its own)", {
      body: createAdjustmentSchema,
      ok: z.object({ id: z.number().int() }),
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await createAdjustment(ctx, requireRole(request, 'ADMIN'), request.body)),
  );
};
