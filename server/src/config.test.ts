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
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TIME_ZONE: 'Mars/Olympus' }, 'TIME_ZONE'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL'],
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
});
