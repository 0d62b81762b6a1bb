// The one place where features subscribe to the domain events of a context: payments (refunds),
// earnings (the vendors' ledger),
// notifications (rows, live stream, emails) and the mail worker's wake-up. `main.ts` and the test
// harness call it once per context; route registration never does.
import type { AppContext } from './context.js';
import { registerEarningHandlers } from './earnings/index.js';
import { registerNotificationHandlers } from './notifications/service.js';
import { registerPaymentHandlers } from './payments/subscriber.js';

const wired = new WeakSet<AppContext>();

export function registerSubscribers(ctx: AppContext) {
  if (wired.has(ctx)) return;
  wired.add(ctx);
  registerNotificationHandlers(ctx);
  registerPaymentHandlers(ctx);
  registerEarningHandlers(ctx);
}
