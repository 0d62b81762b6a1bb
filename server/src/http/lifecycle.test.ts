import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready while running; once draining, readiness is false and answers close their connection', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers.connection).not.toBe('close');

    t.ctx.lifecycle.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ ready: false, message: 'Shutting down' });
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
  });
});

// Between the start of `app.close()` and the end of its last connection, a request can still reach
// the instance: on a connection that was busy when closing began (a load balancer's kept-alive one),
// or pipelined behind one. It is served in full, with `Connection: close`, never refused with a
// 503 the client would have to guess it may retry (a booking, a payment).
describe('a request that reaches an instance while it closes', () => {
  it('is served, and its connection then closes', async () => {
    const t = await createTestApp();
    let closed: Promise<void> | undefined;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const ended = once(socket, 'close');

      // A request whose body is still arriving: routed before closing begins, in flight during it.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
      const routed = once(t.app.server, 'request');
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await routed;

      closed = t.app.close();
      // Closing has begun once the instance stops accepting new connections.
      while (t.app.server.listening) await new Promise((resolve) => setImmediate(resolve));

      // The rest of that body, and a second request behind it on the same connection.
      socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await ended;

      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      expect(statuses).toHaveLength(2);
      expect(statuses[0]).not.toBe(503);
      expect(statuses[1]).toBe(200);
      expect(received.split('HTTP/1.1 ')[2]).toMatch(/^200[\s\S]*connection: close/i);
      await closed;
    } finally {
      await (closed ?? t.app.close());
      await t.close().catch(() => {});
    }
  });
});
