// The agreements feature (issue 31, decision 0042): the rental agreement made after a sealed
// check-in (a job, retried), its download by the booking's parties and its public hash check.
import type { QueueSpec } from '../jobs/index.js';
import { defineFeature, job } from '../module.js';
import { agreementRoutes } from './routes.js';
import { makeAgreement } from './service.js';

export const AGREEMENT_QUEUE: QueueSpec = { name: 'agreements.make', retryLimit: 6, retryDelay: 10, retryBackoff: true, batchSize: 2 };

export const agreementsModule = defineFeature({
  name: 'agreements',
  routes: agreementRoutes,
  jobs: [
    job<{ handoverId: string }>({
      queue: AGREEMENT_QUEUE,
      run: async (ctx, data) => {
        const made = await makeAgreement(ctx, data.handoverId);
        if (made) void ctx.mailer.flush().catch((err: unknown) => ctx.log.warn({ err }, 'agreement mail not sent yet'));
      },
    }),
  ],
  subscribers: {
    'handover.sealed': {
      // The job is written in the sealing transaction: a sealed check-in always gets its agreement.
      during: async (ctx, event, tx) => {
        if (event.kind === 'check_in') await ctx.jobs.send(AGREEMENT_QUEUE.name, { handoverId: event.handoverId }, tx, { singletonKey: event.handoverId });
      },
      // Once committed, the queue is woken (workers would also take it).
      after: (ctx, event) => {
        if (event.kind === 'check_in') void ctx.jobs.drain(AGREEMENT_QUEUE.name).catch((err: unknown) => ctx.log.warn({ err }, 'agreement job will be retried'));
      },
    },
  },
});
