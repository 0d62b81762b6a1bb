// HTTP routes of the earnings feature: the vendor's Earnings (and its CSV), the admin's Payouts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, createAdjustmentSchema, createPayoutSchema, earningsSchema, payoutSchema, vendorBalancesSchema } from '@carrental/shared';
import { requireRole } from '../auth/actor.js';
import { createAdjustment, createPayout, vendorBalances, vendorEarnings, earningsOfVendor } from './service.js';
import { earningsCsv } from './summary.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/earnings',
    { schema: { tags: ['earnings'], summary: "The caller's earnings as a vendor: per booking, per month, payouts", response: { 200: earningsSchema, ...errors } } },
    async (request) => vendorEarnings(ctx, requireRole(request, 'VENDOR')),
  );

  app.get(
    '/earnings.csv',
    { schema: { tags: ['earnings'], summary: "The caller's earnings per booking as CSV", response: { 200: z.string(), ...errors } } },
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
    { schema: { tags: ['admin'], summary: 'Every vendor with a balance: pending, available and paid out', response: { 200: vendorBalancesSchema, ...errors } } },
    async (request) => {
      requireRole(request, 'ADMIN');
      return vendorBalances(ctx);
    },
  );

  app.get(
    '/admin/payouts/:vendorId',
    { schema: { tags: ['admin'], summary: "One vendor's earnings, as the vendor sees them", params: z.object({ vendorId: z.guid() }), response: { 200: earningsSchema, ...errors } } },
    async (request) => {
      requireRole(request, 'ADMIN');
      return earningsOfVendor(ctx, request.params.vendorId);
    },
  );

  app.post(
    '/admin/payouts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a bank transfer to a vendor as paid, with its reference (at most the available balance)',
        body: createPayoutSchema,
        response: { 201: payoutSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPayout(ctx, requireRole(request, 'ADMIN'), request.body)),
  );

  app.post(
    '/admin/ledger-adjustments',
    {
      schema: {
        tags: ['admin'],
        summary: "Correct a vendor's balance up or down, with the reason (a ledger row of its own)",
        body: createAdjustmentSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createAdjustment(ctx, requireRole(request, 'ADMIN'), request.body)),
  );
};
