// HTTP routes of the staff feature (decision 0039): the owner's staff, the invitee's invitations,
// the company's audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignDriverSchema,
  auditEntrySchema,
  carPapersSchema,
  dayOffSchema,
  driverTripSchema,
  auditQuerySchema,
  inviteStaffSchema,
  myMembershipSchema,
  staffIdParamsSchema,
  staffInvitationSchema,
  staffMemberSchema,
} from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { forbidden } from '../http/errors.js';
import { acceptInvitation, assertOwner, invitationMatch, inviteStaff, removeStaff } from './service.js';
import { listInvitations, listMemberships, listStaff, readAuditLog } from './queries.js';
import { staffServiceIds } from './policy.js';
import { addDaysOff, assignableDrivers, assignDriver, driverTrips, getBookingDriver } from './drivers.js';
import { getPapers, putPapers } from './papers.js';
import { spec } from '../http/route-spec.js';
import { resourceRoutes } from '../http/resource-routes.js';

const tags = ['staff'];
const invitationParams = z.object({ id: staffIdParamsSchema.shape.staffId });
const bookingParams = z.object({ id: z.string().max(100) });
const assignedDriverSchema = z.object({ staffId: z.string(), name: z.string() });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/vendor/staff',
    spec(tags, 'Invite a manager, agent or driver by email or phone to some of your services (owner)', {
      body: inviteStaffSchema,
      ok: staffMemberSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await inviteStaff(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/vendor/staff',
    spec(tags, "The owner's staff and open invitations", { ok: z.array(staffMemberSchema) }),
    async (request) => {
      const actor = requireActor(request);
      assertOwner(actor);
      return listStaff(ctx.db, actor.id);
    },
  );

  app.delete(
    '/vendor/staff/:staffId',
    spec(tags, "Remove a member or withdraw an invitation (owner); the member's sessions and streams end at once", {
      params: staffIdParamsSchema,
      status: 204,
    }),
    async (request, reply) => {
      await removeStaff(ctx, requireActor(request), request.params.staffId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff/invitations',
    spec(tags, "Open invitations to the caller's verified email or phone", { ok: z.array(staffInvitationSchema) }),
    async (request) => {
      const actor = requireActor(request);
      return listInvitations(ctx.db, actor, invitationMatch(actor));
    },
  );

  app.post(
    '/staff/invitations/:id/accept',
    spec(tags, 'Accept an invitation: the caller acts for the company from the next request', { params: invitationParams, ok: z.array(myMembershipSchema) }),
    async (request) => {
      const actor = requireActor(request);
      await acceptInvitation(ctx, actor, request.params.id);
      return listMemberships(ctx.db, { ...actor, staff: [{ staffId: request.params.id, vendorId: '', role: 'agent', serviceIds: [] }] });
    },
  );

  app.get(
    '/staff/me',
    spec(tags, 'The companies the caller works for, with role and services', { ok: z.array(myMembershipSchema) }),
    async (request) => listMemberships(ctx.db, requireActor(request)),
  );

  app.get(
    '/vendor/audit-log',
    spec(tags, "Who did what to the company's bookings, cars, money and staff (owner; managers: their branches)", {
      querystring: auditQuerySchema,
      ok: z.array(auditEntrySchema),
    }),
    async (request) => {
      const actor = requireActor(request);
      const managed = staffServiceIds(actor, 'audit');
      if (!actor.roles.includes('VENDOR') && managed.length === 0) throw forbidden('errors.staff.notAllowed');
      return readAuditLog(ctx, actor, request.query, managed);
    },
  );

  app.get(
    '/bookings/:id/driver',
    spec(tags, "The driver assigned to a booking (those who act for its company); null when none", {
      params: bookingParams,
      ok: z.object({ driver: assignedDriverSchema.nullable() }),
    }),
    async (request) => ({ driver: await getBookingDriver(ctx, requireActor(request), request.params.id) }),
  );

  app.put(
    '/bookings/:id/driver',
    spec(tags, 'Assign a driver of the company to a with-driver booking before pickup (agents, managers, the owner); 409 when the driver is on another trip or off', {
      params: bookingParams,
      body: assignDriverSchema,
      ok: assignedDriverSchema,
    }),
    async (request) => assignDriver(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/vendor/staff/:staffId/days-off',
    spec(tags, "A driver's days off, from and to inclusive (owner, managers, agents); 409 over a trip", {
      params: staffIdParamsSchema,
      body: dayOffSchema,
      status: 204,
    }),
    async (request, reply) => {
      await addDaysOff(ctx, requireActor(request), request.params.staffId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/driver/trips',
    spec(tags, "The caller's trips as a driver, today's and the next; the renter's name and phone from 24 hours before", { ok: z.array(driverTripSchema) }),
    async (request) => driverTrips(ctx, requireActor(request)),
  );

  resourceRoutes(app, tags, '/cars/:id/papers', {
    schemas: { params: bookingParams, answer: carPapersSchema, body: carPapersSchema },
    read: { summary: "A car's papers (its owner and the managers of its branch)", signedIn: getPapers },
    write: {
      summary: "Set a car's papers: insurance policy and expiry, token tax and route permit expiry, tracker, service interval (owner, managers)",
      method: 'PUT',
      run: putPapers,
    },
  });

  app.get(
    '/vendor/drivers',
    spec(tags, 'The drivers the caller may assign: the owner\'s, or those of the branches a manager or agent covers', {
      ok: z.array(z.object({ staffId: z.string(), name: z.string(), serviceIds: z.array(z.string()) })),
    }),
    async (request) => assignableDrivers(ctx, requireActor(request)),
  );
};
