// The messages feature: a conversation per booking (decision 0017).
import { defineFeature, job } from '../module.js';
import { messageRoutes } from './routes.js';
import { sweepUnsentMessagePhotos } from './photo-sweep.js';
import { UNREAD_MAIL_QUEUE, mailUnreadMessages, type UnreadMailJob } from './service.js';

export const messagesModule = defineFeature({
  name: 'messages',
  routes: messageRoutes,
  jobs: [
    // Idempotent: emails only messages neither read nor emailed yet, and marks them emailed in the
    // same transaction as the outbox row.
    job<UnreadMailJob>({ queue: UNREAD_MAIL_QUEUE, run: (ctx, data) => mailUnreadMessages(ctx, data) }),
  ],
  /** Message photos uploaded but never sent within a day. */
  nightly: { messagePhotos: sweepUnsentMessagePhotos },
});
