// HTTP routes of a rental's money (decision 0034): thin handlers over service.ts and queries.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
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

const tags = ['rental-money'];
const idParams = z.object({ id: z.uuid() });
const receiptParams = z.object({ id: z.uuid(), receiptId: plainText().max(20) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The request's idempotency key: the same money recorded twice (two of the vendor's staff) makes one row. */
const keyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return typeof header === 'string' && header ? header : null;
};

export const rentalMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/services/:id/payment-terms',
    { schema: { tags, summary: "A service's advance percentage, deposit and its return days", params: idParams, response: { 200: paymentTermsSchema, ...errors } } },
    async (request) => getPaymentTerms(ctx, request.params.id),
  );

  app.put(
    '/services/:id/payment-terms',
    { schema: { tags, summary: "Sets a service's advance percentage, deposit and its return days", params: idParams, body: paymentTermsSchema, response: { 200: paymentTermsSchema, ...errors } } },
    async (request) => putPaymentTerms(ctx, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/statement',
    { schema: { tags, summary: "A booking's ledger rows, what is due now and at pickup, the deposit held and its deadline", params: idParams, response: { 200: statementSchema, ...errors } } },
    async (request) => getStatement(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/bookings/:id/receipts/:receiptId',
    { schema: { tags, summary: 'One movement of a booking as a receipt', params: receiptParams, response: { 200: moneyReceiptSchema, ...errors } } },
    async (request) => getReceipt(ctx, requireActor(request), request.params.id, request.params.receiptId),
  );

  app.get(
    '/bookings/:id/receipt.pdf',
    {
      schema: { tags, summary: "The booking's receipt as a PDF, the reader's language first and the other after it (its parties and admins)", params: idParams, response: { 401: apiErrorSchema, 404: apiErrorSchema } },
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
      schema: { tags, summary: 'Starts a hosted checkout for what is due at pickup', params: idParams, body: createPaymentSchema.nullish(), response: { 200: checkoutUrlSchema, ...errors, 502: apiErrorSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => payBalance(ctx, requireActor(request), { bookingId: request.params.id, origin: ctx.config.publicUrl, method: request.body?.method }),
  );

  app.post(
    '/bookings/:id/pay-charges',
    {
      schema: {
        tags,
        summary: 'Starts a hosted checkout for the charges after the trip that the deposit did not cover',
        params: idParams,
        body: createPaymentSchema.nullish(),
        response: { 200: checkoutUrlSchema, ...errors, 502: apiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => payBalance(ctx, requireActor(request), { bookingId: request.params.id, origin: ctx.config.publicUrl, method: request.body?.method, purpose: 'charges' }),
  );

  app.post(
    '/bookings/:id/cash-receipts',
    { schema: { tags, summary: 'The vendor records money received at the counter', params: idParams, body: cashReceiptInputSchema, response: { 201: moneyRowSchema, ...errors } } },
    async (request, reply) => {
      const row = await recordReceipt(ctx, requireActor(request), request.params.id, request.body, keyOf(request));
      return reply.code(201).send(presentRow(row, undefined));
    },
  );

  for (const answer of ['confirm', 'dispute'] as const) {
    app.put(
      `/bookings/:id/cash-receipts/:receiptId/${answer}`,
      {
        schema: {
          tags,
          summary: answer === 'confirm' ? "The customer confirms a vendor's record" : "The customer disputes a vendor's record (to the admins' queue)",
          params: receiptParams,
          body: answer === 'dispute' ? moneyDisputeInputSchema : z.object({}).nullish(),
          response: { 200: moneyRowSchema, ...errors },
        },
      },
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
    { schema: { tags, summary: 'The vendor records the deposit it held as returned', params: idParams, body: depositReturnInputSchema, response: { 201: moneyRowSchema, ...errors } } },
    async (request, reply) => {
      const row = await returnDeposit(ctx, requireActor(request), request.params.id, request.body, keyOf(request));
      return reply.code(201).send(presentRow(row, undefined));
    },
  );

  app.get(
    '/admin/money-disputes',
    { schema: { tags: ['admin'], summary: "Vendors' records the customer disputed", response: { 200: z.array(moneyDisputeSchema), 401: apiErrorSchema, 403: apiErrorSchema } } },
    async (request) => {
      requireRole(request, 'ADMIN');
      return listMoneyDisputes(ctx);
    },
  );

  app.put(
    '/admin/money-disputes/:rowId/decide',
    {
      schema: {
        tags: ['admin'],
        summary: 'An admin decides a disputed counter record: the amount that changed hands, with a reason; once and final',
        params: z.object({ rowId: plainText().max(20) }),
        body: moneyDecisionInputSchema,
        response: { 200: moneyDecisionSchema, ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'ADMIN');
      return decideMoneyDispute(ctx, requireActor(request), request.params.rowId, request.body);
    },
  );

  app.get(
    '/admin/deposits/overdue',
    { schema: { tags: ['admin'], summary: 'Deposits still held past their deadline', response: { 200: z.array(overdueDepositSchema), 401: apiErrorSchema, 403: apiErrorSchema } } },
    async (request) => {
      requireRole(request, 'ADMIN');
      return listOverdueDeposits(ctx);
    },
  );
};
