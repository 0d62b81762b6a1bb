// The only place review rows become answers: hidden ones carry their reason for admins only;
// every review says whether its trip was paid outside the app.
import type { Review } from '@carrental/shared';
import type { Caller } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import type { reviews } from '../db/schema.js';
import { canReply } from './policy.js';

export type ReviewRow = typeof reviews.$inferSelect;

export function presentReview(row: ReviewRow & { authorName: string; paidOutside: boolean }, caller: Caller): Review {
  return {
    id: row.id,
    bookingId: row.bookingId,
    authorSide: row.authorSide,
    author: { id: row.authorId, name: row.authorName },
    rating: row.rating,
    cleanliness: row.cleanliness,
    accuracy: row.accuracy,
    communication: row.communication,
    body: row.body,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidOutside: row.paidOutside,
    ...(isAdmin(caller) ? { hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null } : {}),
    canReply: canReply(caller, row),
  };
}
