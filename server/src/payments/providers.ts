// Picks the payment provider from configuration: the built-in sandbox checkout or Stripe.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { StripeProvider } from './stripe.js';

export function createPaymentProvider(config: Config, deps: { db: Db; clock: Clock; signingKey: string }): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    return new StripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
      now: () => deps.clock.now(),
    });
  }
  return new SandboxProvider(deps.db, deps.clock, `${deps.signingKey}:sandbox-checkout`);
}
