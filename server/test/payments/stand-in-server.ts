// The HTTP part every stand-in of a payment provider shares: it listens on a free local port (or
// the one given), answers with its provider's protocol in `handle`, and turns a fault in its own
// code into a plain 500 so a test sees it. Used only by tests and the e2e journeys.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export abstract class StandInServer {
  private server?: Server;
  /** Where it listens, once started ("http://127.0.0.1:PORT"). */
  url = '';

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>;

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
