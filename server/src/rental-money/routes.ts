// HTTP routes of a rental's money (decision 0034): thin handlers over service.ts and queries.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashReceiptInputSchema,
  checkoutUrlSchema,
  createPaymentSchema,
  depositReturnInputSchema,
  moneyDisputeInputSchema,
  moneyDecisionInputSchema,
  moneyDecisionSchema,
  moneyDisputeSchema,
  moneyReceiptSchema,
  moneyRowSchema,
  overdueDepositSchema,
  paymentTermsSchema,
  plainText,
  statementSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.js';
import type { FastifyRequest } from 'fastify';
import { answerReceipt, getPaymentTerms, putPaymentTerms, recordReceipt, returnDeposit } from './service.js';
import { payBalance } from './pay-balance.js';
import { answersOf, getReceipt, getStatement, listMoneyDisputes, listOverdueDeposits } from './queries.js';
import { presentRow } from './presenter.js';
import { receiptPdf } from './receipt-pdf.js';
import { decideMoneyDispute } from './decisions.js';
import { spec } from '../http/route-spec.js';
import { resourceRoutes } from '../http/resource-routes.js';

const tags = ['rental-money'];
const idParams = z.object({ id: z.uuid() });
const receiptParams = z.object({ id: z.uuid(), receiptId: plainText().max(20) });

/** The request's idempotency key: the same money recorded twice (two of the vendor's staff) makes one row. */
const keyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && header ? header : null;
};

export const rentalMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  resourceRoutes(app, tags, '/services/:id/payment-terms', {
    schemas: { params: idParams, answer: paymentTermsSchema, body: paymentTermsSchema },
    read: { summary: "A service's advance percentage, deposit and its return days", anyone: (ctx, _caller, id) => getPaymentTerms(ctx, id) },
    write: { summary: "Sets a service's advance percentage, deposit and its return days", method: 'PUT', run: putPaymentTerms },
  });

  app.get(
    '/bookings/:id/statement',
    spec(tags, "A booking's ledger rows, what is due now and at pickup, the deposit held and its deadline", { params: idParams, ok: statementSchema }),
    async (request) => getStatement(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/bookings/:id/receipts/:receiptId',
    spec(tags, 'One movement of a booking as a receipt', { params: receiptParams, ok: moneyReceiptSchema }),
    async (request) => getReceipt(ctx, requireActor(request), request.params.id, request.params.receiptId),
  );

  app.get(
    '/bookings/:id/receipt.pdf',
    {
      ...spec(tags, "The booking's receipt as a PDF, the reader's language first and the other after it (its parties and admins)", { params: idParams, errors: [401, 404] }),
      // Drawing a PDF costs more than a JSON answer.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { pdf, name } = await receiptPdf(ctx, requireActor(request), request.params.id, request.locale);
      return reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${name}"`).send(pdf as never);
    },
  );

  app.post(
    '/bookings/:id/pay-balance',
    {
      ...spec(tags, 'Starts a hosted checkout for what is due at pickup', {
        params: idParams,
        body: createPaymentSchema.nullish(),
        ok: checkoutUrlSchema,
        more: [502],
      }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => payBalance(ctx, requireActor(request), { bookingId: request.params.id, origin: ctx.config.publicUrl, method: request.body?.method }),
  );

  app.post(
    '/bookings/:id/pay-charges',
    {
      ...spec(tags, 'Starts a hosted checkout for the charges after the trip that the deposit did not cover', {
        params: idParams,
        body: createPaymentSchema.nullish(),
        ok: checkoutUrlSchema,
        more: [502],
      }),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => payBalance(ctx, requireActor(request), { bookingId: request.params.id, origin: ctx.config.publicUrl, method: request.body?.method, purpose: 'charges' }),
  );

  app.post(
    '/bookings/:id/cash-receipts',
    spec(tags, 'The vendor records money received at the counter', { params: idParams, body: cashReceiptInputSchema, ok: moneyRowSchema, status: 201 }),
    async (request, reply) => {
      const row = await recordReceipt(ctx, requireActor(request), request.params.id, request.body, keyOf(request));
      return reply.code(201).send(presentRow(row, undefined));
    },
  );

  for (const answer of ['confirm', 'dispute'] as const) {
    app.put(
      `/bookings/:id/cash-receipts/:receiptId/${answer}`,
      spec(tags, answer === 'confirm' ? "The customer confirms a vendor's record" : "The customer disputes a vendor's record (to the admins' queue)", {
        params: receiptParams,
        body: answer === 'dispute' ? moneyDisputeInputSchema : z.object({}).nullish(),
        ok: moneyRowSchema,
      }),
      async (request) => {
        const body = (answer === 'dispute' ? request.body : undefined) as { comment: string } | undefined;
        const row = await answerReceipt(ctx, requireActor(request), { bookingId: request.params.id, rowId: request.params.receiptId, answer: answer === 'confirm' ? 'confirmed' : 'disputed', body });
        const answers = await answersOf(ctx.db, [row.id]);
        return presentRow(row, answers.get(row.id));
      },
    );
  }

  app.post(
    '/bookings/:id/deposit-return',
    spec(tags, 'The vendor records the deposit it held as returned', { params: idParams, body: depositReturnInputSchema, ok: moneyRowSchema, status: 201 }),
    async (request, reply) => {
      const row = await returnDeposit(ctx, requireActor(request), request.params.id, request.body, keyOf(request));
      return reply.code(201).send(presentRow(row, undefined));
    },
  );

  app.get(
    '/admin/money-disputes',
    spec(['admin'], "Vendors' records the customer disputed", { ok: z.array(moneyDisputeSchema), errors: [401, 403] }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return listMoneyDisputes(ctx);
    },
  );

  app.put(
    '/admin/money-disputes/:rowId/decide',
    spec(['admin'], 'An admin decides a disputed counter record: the amount that changed hands, with a reason; once and final', {
      params: z.object({ rowId: plainText().max(20) }),
      body: moneyDecisionInputSchema,
      ok: moneyDecisionSchema,
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return decideMoneyDispute(ctx, requireActor(request), request.params.rowId, request.body);
    },
  );

  app.get(
    '/admin/deposits/overdue',
    spec(['admin'], 'Deposits still held past their deadline', { ok: z.array(overdueDepositSchema), errors: [401, 403] }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return listOverdueDeposits(ctx);
    },
  );
};
