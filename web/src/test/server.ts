// The one place the web's tests answer the app's requests: Mock Service Worker's request handlers
// in Node. Every test file starts with no handler; an unexpected request fails the test that made it.
import { http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

/** What a handler sees of a request: the address as the app wrote it (path and query), and its init. */
export interface SeenRequest {
  url: string;
  init: { method: string; headers: Headers; body?: string };
}

async function seen(request: Request): Promise<SeenRequest> {
  const address = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
  return { url: `${address.pathname}${address.search}`, init: { method: request.method, headers: request.headers, body: body || undefined } };
}

/**
 * Answers every request the app makes with `answer(url, init)`, called as the app's `fetch` would
 * be (the relative address it asked for, and the method, headers and body it sent).
 */
export function answerRequests(answer: (url: string, init: SeenRequest['init']) => Response | Promise<Response>) {
  apiServer.use(
    http.all('*', async ({ request }) => {
      const address = new URL(request.url);
      if (address.origin !== location.origin) return passthrough();
      const { url, init } = await seen(request);
      return answer(url, init);
    }),
  );
}

export { http, HttpResponse };
