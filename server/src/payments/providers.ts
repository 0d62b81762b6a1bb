// The registry of enabled payment providers, built from configuration: several can be on at once
// (decision 0014). The first is the default; a payment is always settled and refunded by the
// provider recorded on its row.
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@carrental/shared';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { EasypaisaProvider, EASYPAISA_HOSTS } from './providers/easypaisa/adapter.js';
import { JazzCashProvider, JAZZCASH_HOSTS } from './providers/jazzcash/adapter.js';
import type { PaymentProvider, ProviderName } from './provider.js';
import { SafepayProvider, SAFEPAY_HOSTS } from './providers/safepay/adapter.js';
import { SandboxProvider } from './providers/sandbox/adapter.js';
import { StripeProvider } from './providers/stripe/adapter.js';
import { observedProvider } from '../observability/index.js';

export class PaymentProviders {
  private readonly byName: Map<string, PaymentProvider>;

  readonly enabled: readonly PaymentProvider[];

  constructor(enabled: readonly PaymentProvider[]) {
    if (enabled.length === 0) throw new Error('At least one payment provider must be enabled');
    // Calls out to a provider are traced and their outcomes counted (decision 0033).
    this.enabled = enabled.map((p) => observedProvider(p));
    this.byName = new Map(this.enabled.map((p) => [p.name, p]));
  }

  get default(): PaymentProvider {
    return this.enabled[0]!;
  }

  get names(): ProviderName[] {
    return this.enabled.map((p) => p.name);
  }

  /** The enabled provider of that name; undefined for an unknown or disabled one. */
  get(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  methods(): PaymentMethod[] {
    return this.enabled.map((p) => ({ id: p.name, label: PAYMENT_METHOD_LABELS[p.name] }));
  }
}

interface Deps {
  db: Db;
  clock: Clock;
  signingKey: string;
}

export function createPaymentProvider(name: ProviderName, config: Config, deps: Deps): PaymentProvider {
  const now = () => deps.clock.now();
  const callback = (provider: string, kind: string) => `${config.publicUrl}/api/payments/${provider}/${kind}`;
  switch (name) {
    case 'stripe':
      return new StripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        host: config.STRIPE_API_HOST,
        port: config.STRIPE_API_PORT,
        protocol: config.STRIPE_API_PROTOCOL,
        now,
      });
    case 'jazzcash':
      return new JazzCashProvider({
        merchantId: config.JAZZCASH_MERCHANT_ID!,
        password: config.JAZZCASH_PASSWORD!,
        integritySalt: config.JAZZCASH_INTEGRITY_SALT!,
        mpin: config.JAZZCASH_MPIN,
        baseUrl: (config.JAZZCASH_BASE_URL ?? JAZZCASH_HOSTS[config.JAZZCASH_ENVIRONMENT]).replace(/\/+$/, ''),
        returnUrl: callback('jazzcash', 'return'),
        now,
      });
    case 'easypaisa':
      return new EasypaisaProvider({
        storeId: config.EASYPAISA_STORE_ID!,
        hashKey: config.EASYPAISA_HASH_KEY!,
        username: config.EASYPAISA_USERNAME!,
        password: config.EASYPAISA_PASSWORD!,
        baseUrl: (config.EASYPAISA_BASE_URL ?? EASYPAISA_HOSTS[config.EASYPAISA_ENVIRONMENT]).replace(/\/+$/, ''),
        postBackUrl: callback('easypaisa', 'return'),
        now,
      });
    case 'safepay':
      return new SafepayProvider({
        apiKey: config.SAFEPAY_API_KEY!,
        secretKey: config.SAFEPAY_SECRET_KEY!,
        webhookSecret: config.SAFEPAY_WEBHOOK_SECRET!,
        environment: config.SAFEPAY_ENVIRONMENT,
        apiUrl: (config.SAFEPAY_API_URL ?? SAFEPAY_HOSTS[config.SAFEPAY_ENVIRONMENT].api).replace(/\/+$/, ''),
        checkoutUrl: (config.SAFEPAY_CHECKOUT_URL ?? SAFEPAY_HOSTS[config.SAFEPAY_ENVIRONMENT].checkout).replace(/\/+$/, ''),
        returnUrl: callback('safepay', 'return'),
      });
    case 'sandbox':
      return new SandboxProvider(deps.db, deps.clock, `${deps.signingKey}:sandbox-checkout`);
  }
}

export function createPaymentProviders(config: Config, deps: Deps): PaymentProviders {
  return new PaymentProviders(config.paymentProviders.map((name) => createPaymentProvider(name, config, deps)));
}

/** Origins the web app posts checkout forms to (the CSP's form-action must allow them). */
export function checkoutFormOrigins(config: Config): string[] {
  const origins: string[] = [];
  if (config.paymentProviders.includes('jazzcash')) origins.push(new URL(config.JAZZCASH_BASE_URL ?? JAZZCASH_HOSTS[config.JAZZCASH_ENVIRONMENT]).origin);
  if (config.paymentProviders.includes('easypaisa')) origins.push(new URL(config.EASYPAISA_BASE_URL ?? EASYPAISA_HOSTS[config.EASYPAISA_ENVIRONMENT]).origin);
  return origins;
}
