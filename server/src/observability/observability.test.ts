// Watching the server (decision 0033): /metrics is never public, a request id follows a request
// into its log lines, its error answers and the jobs it starts, and spans reach an OTLP collector.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { createLogger } from '../log.js';
import { MAIL_QUEUE } from '../mail/mailer.js';
import { runWithRequestId } from './request-context.js';
import type { QueueSpec } from '../jobs/queue.js';
import { startMetricsServer } from './metrics-server.js';

const TOKEN = 'metrics-token-that-is-long-enough';
const ECHO: QueueSpec = { name: 'test.watch-echo', retryLimit: 0, retryDelay: 1, retryBackoff: false };

describe('/metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
    guarded = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  it('is not served at all when neither a metrics port nor a token is configured', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('rentwheels_');
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('rentwheels_');
    }
  });

  it('answers the metrics with the right token, requests labelled by route pattern', async () => {
    await guarded.app.inject({ method: 'GET', url: '/api/cars/00000000-0000-4000-8000-000000000000' });
    const res = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    for (const name of [
      'rentwheels_http_request_duration_seconds',
      'rentwheels_db_pool_connections',
      'rentwheels_db_query_duration_seconds',
      'rentwheels_job_queue_depth',
      'rentwheels_job_runs_total',
      'rentwheels_payment_outcomes_total',
      'rentwheels_notification_streams',
      'rentwheels_search_index_cars',
      'rentwheels_search_index_reload_seconds',
      'rentwheels_mails_total',
      'rentwheels_messages_sent_total',
      'rentwheels_deposit_refunds_overdue',
    ]) expect(res.body).toContain(name);
    expect(res.body).toMatch(/route="\/api\/cars\/:id"/);
    expect(res.body).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(res.body).toMatch(/rentwheels_job_queue_depth\{queue="mail.send",state="queued"\}/);
  });
});

describe('/metrics on a port of its own', () => {
  /** A port nobody listens on now (the system picks it; closed again before use). */
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  it('answers a scraper on the metrics port, while the public port still refuses it', async () => {
    const port = await freePort();
    const t = await createTestApp({ env: { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' } });
    const metrics = await startMetricsServer(t.ctx.config);
    try {
      await t.app.inject({ method: 'GET', url: '/api/cars/00000000-0000-4000-8000-000000000000' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await scraped.text()).toMatch(/rentwheels_http_request_duration_seconds_count\{[^}]*route="\/api\/cars\/:id"/);
      expect((await fetch(`http://127.0.0.1:${port}/api/cars`)).status).toBe(404);
    } finally {
      await metrics?.close();
      await t.close();
    }
  });
});

describe('request id', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const log = createLogger(testConfig('.', { LOG_LEVEL: 'debug' }), { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    t = await createTestApp({
      overrides: { log },
      setup: (ctx) => ctx.jobs.define<{ word: string }>(ECHO, async (data) => ctx.log.info({ word: data.word }, 'echo job ran')),
    });
  });
  afterAll(async () => t?.close());

  it('keeps a sane X-Request-Id and answers it in the header and in an error answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'complaint-42' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('complaint-42');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', requestId: 'complaint-42' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/cars/not-a-uuid', headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.json().requestId).toBe(bad.headers['x-request-id']);
  });

  it('is on the log lines of the jobs a request started, and of a job sent under an id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-request-id': 'signup-7' },
      payload: { name: 'Watch Person', email: 'watch@example.com', password: 'a-long-password-1', phone: '03001234567' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await t.ctx.jobs.drain(MAIL_QUEUE.name);
    expect(lines.some((l) => l.requestId === 'signup-7' && l.queue === MAIL_QUEUE.name)).toBe(true);

    await runWithRequestId('complaint-43', () => t.ctx.jobs.send(ECHO.name, { word: 'hello' }));
    await t.ctx.jobs.drain(ECHO.name);
    expect(lines.find((l) => l.msg === 'echo job ran')).toMatchObject({ requestId: 'complaint-43', word: 'hello' });
  });
});

describe('traces', () => {
  it('exports an HTTP span and a database span to the OTLP endpoint', async () => {
    const received: string[] = [];
    const collector = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(`${req.url} ${Buffer.concat(chunks).toString('utf8')}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { startTracing } = await import('./tracing.js');
    const stop = startTracing(`http://127.0.0.1:${(collector.address() as AddressInfo).port}`, 'rentwheels-test');
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/cars/00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(404);
      await stop();
    } finally {
      await t.close();
      collector.close();
    }
    const all = received.join('\n');
    expect(all).toContain('/v1/traces');
    expect(all).toContain('GET /api/cars/:id');
    expect(all).toMatch(/"db\.system","value":\{"stringValue":"(pglite|postgresql)"/);
    expect(all).toContain('rentwheels-test');
  });
});

describe('settings', () => {
  it('stops start-up naming the variable of a half or badly configured setting', async () => {
    const { loadConfig } = await import('../config.js');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_HEADERS: 'api-key=x' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toMatchObject({ METRICS_PORT: 9464 });
  });
});
