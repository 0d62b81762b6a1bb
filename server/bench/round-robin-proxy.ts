// A small round-robin HTTP proxy (node:http) for the write benchmark's several instances: each
// request goes to the next instance, headers and body passed through as they are (the client's
// X-Forwarded-For included, with the proxy's peer appended as a proxy does).
import { Agent, createServer, request as forward, type Server } from 'node:http';

export async function startRoundRobinProxy(ports: number[], listenPort = 0): Promise<{ port: number; close: () => Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server: Server = createServer((req, res) => {
    const port = ports[next++ % ports.length]!;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = forward(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
