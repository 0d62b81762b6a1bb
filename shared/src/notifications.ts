// Payload schemas of the notifications feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';

/** Spec §3: what the bell shows for one notification. */
export const notificationSchema = z.object({
  id: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  bookingId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Whether a notification reached its user as a booking's customer or as the vendor of its service. */
export const NOTIFICATION_AUDIENCES = ['CUSTOMER', 'VENDOR'] as const;
export const notificationAudienceSchema = z.enum(NOTIFICATION_AUDIENCES);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;

/**
 * Which notifications a list covers: 'user' (GET /notifications, as a customer), 'services'
 * (about bookings of the user's services), 'all' (both). Vendor mode shows 'all' (spec §4).
 */
export const NOTIFICATION_FETCH_TYPES = ['user', 'services', 'all'] as const;
export const notificationFetchTypeSchema = z.enum(NOTIFICATION_FETCH_TYPES);
export type NotificationFetchType = z.infer<typeof notificationFetchTypeSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const unreadCountQuerySchema = z.object({ type: notificationFetchTypeSchema.default('all') });
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

export const clearNotificationsQuerySchema = z.object({ type: notificationFetchTypeSchema.default('all') });
export const clearedNotificationsSchema = z.object({ cleared: z.number().int().nonnegative() });

/**
 * One `notification` event on GET /notifications/stream (its SSE id is `cursor`, an opaque string
 * sent back as Last-Event-ID). The audience lets a client showing only 'user' notifications skip
 * those about its services.
 */
export const notificationStreamEventSchema = notificationSchema.extend({
  cursor: z.string(),
  audience: notificationAudienceSchema,
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;

/** The bell's badge: "99+" above 99 (spec §2, §9). */
export const badgeLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** Does a notification of `audience` belong in a list of `type`? */
export const audienceMatches = (type: NotificationFetchType, audience: NotificationAudience) =>
  type === 'all' || (type === 'user' ? audience === 'CUSTOMER' : audience === 'VENDOR');
