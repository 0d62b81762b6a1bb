// Configuration is read from the environment once, at start-up, and validated here. A bad value
// stops the process with a message naming the variable. `.env.example` documents every variable.
import { z } from 'zod';
import { MARKETPLACE_TIME_ZONE, PAYMENT_METHOD_IDS as PROVIDER_NAMES, type PaymentMethodId as ProviderName } from '@carrental/shared';
import { messagingConfigProblem, messagingEnv } from './messaging/settings.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Rate-limit counters in Redis (redis:// or rediss://) instead of the app's database (decision 0020).
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO_DATA: bool.default(true),
  /** Public pages drawn on the server for signed-out English readers (decision 0026). */
  SERVER_DRAWN_PAGES: bool.default(true),
  /** End-to-end tests only: admins may move the app's clock forward (POST /api/test/clock). */
  CLOCK_CONTROL: bool.default(false),
  TIME_ZONE: z
    .string()
    .default(MARKETPLACE_TIME_ZONE)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Karachi'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30m, 12h or 7d')
    .default('7d'),
  // Attempts per minute and client address on login, registration, Google sign-in and resend.
  // Unset: 10 (1000 under NODE_ENV=test, so suites that log in often are not throttled).
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100000).optional(),
  // Booking requests one vendor may receive in an hour from new or unverified accounts together
  // (decision 0011).
  NEW_ACCOUNT_REQUESTS_PER_VENDOR: z.coerce.number().int().min(1).max(100000).default(10),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp://').optional()),
  MAIL_FROM: z.string().default('RentWheels <no-reply@rentwheels.pk>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  // Calendar import (decision 0016): how long one external feed may take, how large it may be, and
  // whether feeds on private or loopback addresses are fetched (never in production; tests only).
  ICAL_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ICAL_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(1024 * 1024),
  ICAL_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
  // Reading a fetched feed happens in a worker thread (decision 0030): at most this long (ms) and
  // this much heap (MB) per feed, or the worker is ended and the feed shows an error.
  ICAL_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  ICAL_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(1024).default(96),
  // The platform's commission on every paid booking, in percent of the customer's total.
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  // Hours after the sealed check-out within which the vendor may open a damage claim (decision 0045).
  CLAIM_WINDOW_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  // Sales tax on rentals per province ("Punjab=16,Sindh=13"); a province not named pays none (0031).
  SALES_TAX_PERCENT_BY_PROVINCE: optionalText.transform((v, ctx) => {
    const out: Record<string, number> = {};
    for (const pair of (v ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
      const [name, percent] = pair.split('=').map((p) => p.trim());
      const value = Number(percent);
      if (!name || !Number.isFinite(value) || value < 0 || value > 50) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" must be Province=percent (0-50)` });
        return z.NEVER;
      }
      out[name] = value;
    }
    return out;
  }),
  // Several payment methods at once, in the order the payer sees them (decision 0014).
  PAYMENT_PROVIDERS: optionalText.pipe(
    z
      .string()
      .transform((v) => [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))])
      .pipe(z.array(z.enum(PROVIDER_NAMES, { error: `must list some of ${PROVIDER_NAMES.join(', ')}` })).min(1))
      .optional(),
  ),
  /** The older single-provider setting; PAYMENT_PROVIDERS wins when both are set. */
  PAYMENT_PROVIDER: z.enum(PROVIDER_NAMES).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // Where the Stripe SDK sends its requests; only changed to point it at a local stand-in in tests.
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  SAFEPAY_API_KEY: optionalText,
  SAFEPAY_SECRET_KEY: optionalText,
  SAFEPAY_WEBHOOK_SECRET: optionalText,
  SAFEPAY_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  // Where the adapter sends its requests and the payer; only changed to reach a local stand-in.
  SAFEPAY_API_URL: optionalText.pipe(z.url().optional()),
  SAFEPAY_CHECKOUT_URL: optionalText.pipe(z.url().optional()),
  JAZZCASH_MERCHANT_ID: optionalText,
  JAZZCASH_PASSWORD: optionalText,
  JAZZCASH_INTEGRITY_SALT: optionalText,
  // Optional: lets mobile-wallet payments be refunded through the API (else an admin settles them).
  JAZZCASH_MPIN: optionalText,
  JAZZCASH_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  JAZZCASH_BASE_URL: optionalText.pipe(z.url().optional()),
  EASYPAISA_STORE_ID: optionalText,
  EASYPAISA_HASH_KEY: optionalText,
  EASYPAISA_USERNAME: optionalText,
  EASYPAISA_PASSWORD: optionalText,
  EASYPAISA_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  EASYPAISA_BASE_URL: optionalText.pipe(z.url().optional()),
  // Metrics (decision 0033): /metrics on a port of its own (not published to the internet), and/or
  // on the main port behind `Authorization: Bearer <METRICS_TOKEN>`. Neither set: not served.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('0.0.0.0'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
  // Traces by OTLP over HTTP to this collector (e.g. http://otel-collector:4318); unset: no tracing.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url().optional()),
  OTEL_EXPORTER_OTLP_HEADERS: optionalText,
  OTEL_SERVICE_NAME: z.string().default('rentwheels'),
  // SMS and WhatsApp (issue 33, decision 0036): see messaging/settings.ts.
  ...messagingEnv,
});

/** The settings each provider cannot work without; one set and another missing stops start-up. */
export const PROVIDER_SETTINGS: Record<ProviderName, Array<keyof Env>> = {
  sandbox: [],
  stripe: ['STRIPE_SECRET_KEY'],
  safepay: ['SAFEPAY_API_KEY', 'SAFEPAY_SECRET_KEY', 'SAFEPAY_WEBHOOK_SECRET'],
  jazzcash: ['JAZZCASH_MERCHANT_ID', 'JAZZCASH_PASSWORD', 'JAZZCASH_INTEGRITY_SALT'],
  easypaisa: ['EASYPAISA_STORE_ID', 'EASYPAISA_HASH_KEY', 'EASYPAISA_USERNAME', 'EASYPAISA_PASSWORD'],
};

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  /** The first (default) enabled payment provider. */
  paymentProvider: ProviderName;
  /** Every enabled payment provider, in the order the payer sees them. */
  paymentProviders: ProviderName[];
  googleIssuers: string[];
  isProduction: boolean;
  authRateLimitMax: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const paymentProviders = enabledProviders(e);
  const paymentProvider = paymentProviders[0]!;
  // Links in emails and the payer's way back from the payment page are absolute. Without PUBLIC_URL
  // they would name localhost, so production refuses to start rather than send broken links (the
  // request's Host header is never used: anyone can set it).
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the address users open, e.g. https://rentwheels.pk)');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics are never served on the public port without METRICS_TOKEN)');
  }
  if (e.OTEL_EXPORTER_OTLP_HEADERS && !e.OTEL_EXPORTER_OTLP_ENDPOINT) {
    throw new ConfigError('Invalid configuration:\n  OTEL_EXPORTER_OTLP_ENDPOINT: required when OTEL_EXPORTER_OTLP_HEADERS is set');
  }
  const messaging = messagingConfigProblem(e);
  if (messaging) throw new ConfigError(`Invalid configuration:\n${messaging}`);
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  return {
    ...e,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    paymentProvider,
    paymentProviders,
    googleIssuers: e.GOOGLE_ISSUERS.split(',').map((s) => s.trim()).filter(Boolean),
    isProduction: e.NODE_ENV === 'production',
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX ?? (e.NODE_ENV === 'test' ? 1000 : 10),
  };
}

/**
 * The enabled providers: those PAYMENT_PROVIDERS (or PAYMENT_PROVIDER) names, else every provider
 * whose settings are all present (Stripe last: it is for operators abroad), else the sandbox. A
 * provider named but not configured, or configured by half, stops start-up naming the variable.
 */
function enabledProviders(e: Env): ProviderName[] {
  const listed = e.PAYMENT_PROVIDERS ?? (e.PAYMENT_PROVIDER ? [e.PAYMENT_PROVIDER] : undefined);
  for (const name of PROVIDER_NAMES) {
    const settings = PROVIDER_SETTINGS[name];
    const missing = settings.filter((key) => !e[key]);
    if (missing.length === 0) continue;
    const named = listed?.includes(name);
    const present = settings.filter((key) => e[key]);
    if (named) {
      throw new ConfigError(`Invalid configuration:\n  ${missing[0]}: required when ${e.PAYMENT_PROVIDERS ? 'PAYMENT_PROVIDERS includes' : 'PAYMENT_PROVIDER='}${e.PAYMENT_PROVIDERS ? ` ${name}` : name}`);
    }
    if (present.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${missing[0]}: required by ${name} (${present.join(', ')} ${present.length === 1 ? 'is' : 'are'} set)`);
    }
  }
  if (listed) return listed;
  const configured = (['safepay', 'jazzcash', 'easypaisa', 'stripe'] as const).filter((name) => PROVIDER_SETTINGS[name].every((key) => e[key]));
  return configured.length > 0 ? configured : ['sandbox'];
}
