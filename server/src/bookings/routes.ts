// HTTP routes of the bookings feature: thin handlers (authenticate → validate → domain function
// → present) over service.ts. Who may do what is decided in policy.ts and the lifecycle table.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { spec } from '../http/route-spec.js';

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
    spec(tags, 'Request a car for a date range (starts PENDING; the total is computed by the server)', {
      body: createBookingSchema,
      ok: bookingSchema,
      status: 201,
    }),
    async (request, reply) => {
      const actor = requireRole(request, 'CUSTOMER');
      return reply.status(201).send(await createBooking(ctx, actor, request.body));
    },
  );

  app.get(
    '/bookings',
    spec(tags, 'Every booking (admins only)', { ok: bookingListSchema }),
    async (request) => {
      const actor = requireRole(request, 'ADMIN');
      const now = wallClockNow(ctx);
      return (await listAllBookings(ctx)).map((view) => presentBooking(view, actor, now));
    },
  );

  app.get(
    '/bookings/customer',
    spec(tags, "The caller's own bookings, as a customer", { ok: bookingListSchema }),
    async (request) => {
      const actor = requireActor(request);
      const now = wallClockNow(ctx);
      return (await listCustomerBookings(ctx, actor.id)).map((view) => presentBooking(view, actor, now));
    },
  );

  app.get(
    '/bookings/vendor',
    spec(tags, "Bookings received by the caller's services", { ok: bookingListSchema }),
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
    spec(tags, 'One booking (its customer, its vendor, or an admin; 404 for anyone else)', { params: bookingIdParamsSchema, ok: bookingSchema }),
    async (request) => getBooking(ctx, requireActor(request), request.params.id),
  );

  for (const route of ACTION_ROUTES) {
    app.put(
      `/bookings/:id/${route.path}`,
      spec(tags, route.summary, { params: bookingIdParamsSchema, body: z.unknown().optional(), ok: bookingSchema }),
      async (request) => route.run(ctx, requireActor(request), request.params.id),
    );
  }

  app.get(
    '/bookings/:id/cancellation-quote',
    spec(tags, "What cancelling now would refund, for the caller's side (customer: by the policy; vendor: in full; admin: the policy's figure as a default)", {
      params: bookingIdParamsSchema,
      ok: cancellationQuoteSchema,
    }),
    async (request) => getCancellationQuote(ctx, requireActor(request), request.params.id, request.locale),
  );

  app.put(
    '/bookings/:id/cancel',
    spec(
      tags,
      'Cancel: the customer a pending, accepted or confirmed booking (refund by its policy); the vendor an accepted, suggested or confirmed one (full refund); an admin any open one with a chosen refund',
      { params: bookingIdParamsSchema, body: cancelBookingSchema, ok: cancelledBookingSchema },
    ),
    async (request) => cancelBooking(ctx, requireActor(request), request.params.id, request.body ?? undefined, request.locale),
  );

  app.put(
    '/bookings/:id/suggest-changes',
    spec(tags, 'Vendor proposes another car of the same service, other dates and notes (total recomputed)', {
      params: bookingIdParamsSchema,
      body: suggestChangesSchema,
      ok: bookingSchema,
    }),
    async (request) => suggestChanges(ctx, requireActor(request), request.params.id, request.body),
  );
};
