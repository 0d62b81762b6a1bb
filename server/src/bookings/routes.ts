// HTTP routes of the bookings feature: thin handlers (authenticate → validate → domain function
// → present) over service.ts. Who may do what is decided in policy.ts and the lifecycle table.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  bookingIdParamsSchema,
  bookingListSchema,
  bookingSchema,
  cancelBookingSchema,
  cancellationQuoteSchema,
  cancelledBookingSchema,
  createBookingSchema,
  suggestChangesSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { presentBooking } from './presenter.js';
import { listAllBookings, listCustomerBookings, listVendorBookings } from './queries.js';
import { staffServiceIds } from '../staff/index.js';
import {
  acceptBooking,
  acceptChanges,
  cancelBooking,
  closeOverdueTrip,
  markPaidOutside,
  createBooking,
  getBooking,
  getCancellationQuote,
  rejectBooking,
  rejectChanges,
  suggestChanges,
  wallClockNow,
} from './service.js';
import { acceptEmptyJsonBodies } from '../http/empty-json.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['bookings'];

/** PUT /bookings/{id}/{action} with no body: one route per lifecycle action. */
const ACTION_ROUTES = [
  { path: 'accept', run: acceptBooking, summary: "Vendor accepts a pending request (a customer's accept on a suggestion means accept-changes)" },
  { path: 'reject', run: rejectBooking, summary: "Vendor rejects a pending request (a customer's reject on a suggestion means reject-changes)" },
  { path: 'mark-paid-outside', run: markPaidOutside, summary: 'Vendor marks an accepted booking paid outside the app (CONFIRMED)' },
  { path: 'complete', run: markPaidOutside, summary: 'The old name of mark-paid-outside (kept for clients that still call it)' },
  { path: 'close', run: closeOverdueTrip, summary: 'Admin closes a trip nobody checked out, after its end and the grace period (COMPLETED)' },
  { path: 'accept-changes', run: acceptChanges, summary: "Customer accepts the vendor's suggestion (ACCEPTED; payment starts next)" },
  { path: 'reject-changes', run: rejectChanges, summary: "Customer rejects the vendor's suggestion (REJECTED)" },
] as const;

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // An empty JSON body means no payload (body-less actions); see http/empty-json.ts.
  acceptEmptyJsonBodies(app);

  app.post(
    '/bookings/createBooking',
    {
      schema: {
        tags,
        summary: 'Request a car for a date range (starts PENDING; the total is computed by the server)',
        body: createBookingSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireRole(request, 'CUSTOMER');
      return reply.status(201).send(await createBooking(ctx, actor, request.body));
    },
  );

  app.get(
    '/bookings',
    { schema: { tags, summary: 'Every booking (admins only)', response: { 200: bookingListSchema, ...errors } } },
    async (request) => {
      const actor = requireRole(request, 'ADMIN');
      const now = wallClockNow(ctx);
      return (await listAllBookings(ctx)).map((view) => presentBooking(view, actor, now));
    },
  );

  app.get(
    '/bookings/customer',
    { schema: { tags, summary: "The caller's own bookings, as a customer", response: { 200: bookingListSchema, ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      const now = wallClockNow(ctx);
      return (await listCustomerBookings(ctx, actor.id)).map((view) => presentBooking(view, actor, now));
    },
  );

  app.get(
    '/bookings/vendor',
    { schema: { tags, summary: "Bookings received by the caller's services", response: { 200: bookingListSchema, ...errors } } },
    async (request) => {
      // The owner's bookings, and those of the branches where the caller is a manager or agent.
      const actor = requireActor(request);
      const staffServices = staffServiceIds(actor, 'bookings');
      if (staffServices.length === 0) requireRole(request, 'VENDOR');
      const now = wallClockNow(ctx);
      const owner = actor.roles.includes('VENDOR') ? actor.id : null;
      return (await listVendorBookings(ctx, owner, staffServices)).map((view) => presentBooking(view, actor, now));
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        summary: 'One booking (its customer, its vendor, or an admin; 404 for anyone else)',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => getBooking(ctx, requireActor(request), request.params.id),
  );

  for (const route of ACTION_ROUTES) {
    app.put(
      `/bookings/:id/${route.path}`,
      {
        schema: {
          tags,
          summary: route.summary,
          params: bookingIdParamsSchema,
          // No payload; a stray body is ignored rather than trusted.
          body: z.unknown().optional(),
          response: { 200: bookingSchema, ...errors },
        },
      },
      async (request) => route.run(ctx, requireActor(request), request.params.id),
    );
  }

  app.get(
    '/bookings/:id/cancellation-quote',
    {
      schema: {
        tags,
        summary: "What cancelling now would refund, for the caller's side (customer: by the policy; vendor: in full; admin: the policy's figure as a default)",
        params: bookingIdParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request) => getCancellationQuote(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.put(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel: the customer a pending, accepted or confirmed booking (refund by its policy); the vendor an accepted, suggested or confirmed one (full refund); an admin any open one with a chosen refund',
        params: bookingIdParamsSchema,
        body: cancelBookingSchema,
        response: { 200: cancelledBookingSchema, ...errors },
      },
    },
    async (request) => cancelBooking(ctx, requireActor(request), request.params.id, request.body ?? undefined, request.locale),
  );

  app.put(
    '/bookings/:id/suggest-changes',
    {
      schema: {
        tags,
        summary: 'Vendor proposes another car of the same service, other dates and notes (total recomputed)',
        params: bookingIdParamsSchema,
        body: suggestChangesSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => suggestChanges(ctx, requireActor(request), request.params.id, request.body),
  );
};
