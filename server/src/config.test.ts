import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for everything', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.TIME_ZONE).toBe('Asia/Karachi');
    expect(config.REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380/0' }).REDIS_URL).toBe('rediss://cache.example.com:6380/0');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL'],
    [{ PAYMENT_PROVIDERS: 'jazzcash,paypal' }, 'PAYMENT_PROVIDERS'],
    [{ PAYMENT_PROVIDERS: 'jazzcash' }, 'JAZZCASH_MERCHANT_ID'],
    [{ PAYMENT_PROVIDERS: 'sandbox,easypaisa', EASYPAISA_STORE_ID: '123', EASYPAISA_HASH_KEY: 'k', EASYPAISA_USERNAME: 'u' }, 'EASYPAISA_PASSWORD'],
    // Half-configured: some of a provider's settings without being asked for it still stops start-up.
    [{ JAZZCASH_MERCHANT_ID: 'MC1', JAZZCASH_PASSWORD: 'p' }, 'JAZZCASH_INTEGRITY_SALT'],
    [{ SAFEPAY_API_KEY: 'sec_x' }, 'SAFEPAY_SECRET_KEY'],
    [{ EASYPAISA_HASH_KEY: 'k' }, 'EASYPAISA_STORE_ID'],
    [{ SAFEPAY_API_KEY: 'a', SAFEPAY_SECRET_KEY: 'b', SAFEPAY_WEBHOOK_SECRET: 'c', SAFEPAY_API_URL: 'not a url' }, 'SAFEPAY_API_URL'],
  ])('refuses %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('starts in production with PUBLIC_URL, which every absolute URL uses', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://rentwheels.example/' });
    expect(config.publicUrl).toBe('https://rentwheels.example');
  });

  it('picks Stripe when a secret key is set', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('stripe');
  });

  const jazzcash = { JAZZCASH_MERCHANT_ID: 'MC1', JAZZCASH_PASSWORD: 'p', JAZZCASH_INTEGRITY_SALT: 's' };
  const safepay = { SAFEPAY_API_KEY: 'a', SAFEPAY_SECRET_KEY: 'b', SAFEPAY_WEBHOOK_SECRET: 'c' };

  it('enables several providers at once, in the order PAYMENT_PROVIDERS lists them', () => {
    const config = loadConfig({ ...jazzcash, ...safepay, PAYMENT_PROVIDERS: ' JazzCash , safepay,sandbox,jazzcash' });
    expect(config.paymentProviders).toEqual(['jazzcash', 'safepay', 'sandbox']);
    expect(config.paymentProvider).toBe('jazzcash');
  });

  it('without PAYMENT_PROVIDERS enables every fully configured provider, Stripe last, else the sandbox', () => {
    expect(loadConfig({ ...jazzcash, ...safepay, STRIPE_SECRET_KEY: 'sk' }).paymentProviders).toEqual(['safepay', 'jazzcash', 'stripe']);
    expect(loadConfig({}).paymentProviders).toEqual(['sandbox']);
  });

  it('keeps the older single PAYMENT_PROVIDER setting', () => {
    expect(loadConfig({ ...jazzcash, PAYMENT_PROVIDER: 'sandbox' }).paymentProviders).toEqual(['sandbox']);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'safepay' })).toThrow(/SAFEPAY_API_KEY: required when PAYMENT_PROVIDER=safepay/);
  });
});
