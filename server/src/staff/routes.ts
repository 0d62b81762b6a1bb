// HTTP routes of the staff feature (decision 0039): the owner's staff, the invitee's invitations,
// the company's audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
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

const tags = ['staff'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const invitationParams = z.object({ id: staffIdParamsSchema.shape.staffId });
const bookingParams = z.object({ id: z.string().max(100) });
const assignedDriverSchema = z.object({ staffId: z.string(), name: z.string() });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/vendor/staff',
    { schema: { tags, summary: 'Invite a manager, agent or driver by email or phone to some of your services (owner)', body: inviteStaffSchema, response: { 201: staffMemberSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await inviteStaff(ctx, requireActor(request), request.body)),
  );

  app.get(
    '/vendor/staff',
    { schema: { tags, summary: "The owner's staff and open invitations", response: { 200: z.array(staffMemberSchema), ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      assertOwner(actor);
      return listStaff(ctx.db, actor.id);
    },
  );

  app.delete(
    '/vendor/staff/:staffId',
    { schema: { tags, summary: "Remove a member or withdraw an invitation (owner); the member's sessions and streams end at once", params: staffIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeStaff(ctx, requireActor(request), request.params.staffId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/staff/invitations',
    { schema: { tags, summary: "Open invitations to the caller's verified email or phone", response: { 200: z.array(staffInvitationSchema), ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      return listInvitations(ctx.db, actor, invitationMatch(actor));
    },
  );

  app.post(
    '/staff/invitations/:id/accept',
    { schema: { tags, summary: 'Accept an invitation: the caller acts for the company from the next request', params: invitationParams, response: { 200: z.array(myMembershipSchema), ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      await acceptInvitation(ctx, actor, request.params.id);
      return listMemberships(ctx.db, { ...actor, staff: [{ staffId: request.params.id, vendorId: '', role: 'agent', serviceIds: [] }] });
    },
  );

  app.get(
    '/staff/me',
    { schema: { tags, summary: 'The companies the caller works for, with role and services', response: { 200: z.array(myMembershipSchema), ...errors } } },
    async (request) => listMemberships(ctx.db, requireActor(request)),
  );

  app.get(
    '/vendor/audit-log',
    { schema: { tags, summary: "Who did what to the company's bookings, cars, money and staff (owner; managers: their branches)", querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema), ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      const managed = staffServiceIds(actor, 'audit');
      if (!actor.roles.includes('VENDOR') && managed.length === 0) throw forbidden('errors.staff.notAllowed');
      return readAuditLog(ctx, actor, request.query, managed);
    },
  );

  app.get(
    '/bookings/:id/driver',
    { schema: { tags, summary: "The driver assigned to a booking (those who act for its company); null when none", params: bookingParams, response: { 200: z.object({ driver: assignedDriverSchema.nullable() }), ...errors } } },
    async (request) => ({ driver: await getBookingDriver(ctx, requireActor(request), request.params.id) }),
  );

  app.put(
    '/bookings/:id/driver',
    {
      schema: {
        tags,
        summary: 'Assign a driver of the company to a with-driver booking before pickup (agents, managers, the owner); 409 when the driver is on another trip or off',
        params: bookingParams,
        body: assignDriverSchema,
        response: { 200: assignedDriverSchema, ...errors },
      },
    },
    async (request) => assignDriver(ctx, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/vendor/staff/:staffId/days-off',
    { schema: { tags, summary: "A driver's days off, from and to inclusive (owner, managers, agents); 409 over a trip", params: staffIdParamsSchema, body: dayOffSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await addDaysOff(ctx, requireActor(request), request.params.staffId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/driver/trips',
    { schema: { tags, summary: "The caller's trips as a driver, today's and the next; the renter's name and phone from 24 hours before", response: { 200: z.array(driverTripSchema), ...errors } } },
    async (request) => driverTrips(ctx, requireActor(request)),
  );

  app.get(
    '/cars/:id/papers',
    { schema: { tags, summary: "A car's papers (its owner and the managers of its branch)", params: bookingParams, response: { 200: carPapersSchema, ...errors } } },
    async (request) => getPapers(ctx, requireActor(request), request.params.id),
  );

  app.put(
    '/cars/:id/papers',
    {
      schema: {
        tags,
        summary: "Set a car's papers: insurance policy and expiry, token tax and route permit expiry, tracker, service interval (owner, managers)",
        params: bookingParams,
        body: carPapersSchema,
        response: { 200: carPapersSchema, ...errors },
      },
    },
    async (request) => putPapers(ctx, requireActor(request), request.params.id, request.body),
  );

  app.get(
    '/vendor/drivers',
    { schema: { tags, summary: 'The drivers the caller may assign: the owner\'s, or those of the branches a manager or agent covers', response: { 200: z.array(z.object({ staffId: z.string(), name: z.string(), serviceIds: z.array(z.string()) })), ...errors } } },
    async (request) => assignableDrivers(ctx, requireActor(request)),
  );
};
