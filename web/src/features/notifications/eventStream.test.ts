import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { connectEventStream, parseEventStream } from './eventStream';

describe('parseEventStream', () => {
  it('reads complete events and keeps the unfinished rest for the next chunk', () => {
    const { messages, rest } = parseEventStream('retry: 3000\n: connected\n\nid: 7\nevent: notification\ndata: {"a":1}\n\nid: 8\nda');
    expect(messages).toEqual([
      { id: null, event: 'message', data: '', retry: 3000 },
      { id: '7', event: 'notification', data: '{"a":1}', retry: undefined },
    ]);
    expect(rest).toBe('id: 8\nda');
  });

  it('ignores heartbeat comments and joins multi-line data', () => {
    const { messages } = parseEventStream(': heartbeat\n\ndata: one\r\ndata: two\r\n\r\n');
    expect(messages).toEqual([{ id: null, event: 'message', data: 'one\ntwo', retry: undefined }]);
  });
});

describe('connectEventStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('sends the token in the Authorization header, never the URL, and reconnects with Last-Event-ID', async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    const fetchMock = vi.fn(async (url: string, init: { headers: Headers }) => {
      calls.push({ url, headers: init.headers });
      const body = calls.length === 1 ? streamOf('retry: 1\n\n', 'id: 41\nevent: notification\ndata: {"x":1}\n\n') : streamOf();
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    answerRequests(fetchMock);
    const received: string[] = [];
    const stop = connectEventStream({ url: '/api/notifications/stream', token: 'secret-token', onMessage: (m) => received.push(m.data) });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(received).toEqual(['{"x":1}']);
    expect(calls[0]!.url).toBe('/api/notifications/stream');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]!.headers.get('Last-Event-ID')).toBeNull();
    expect(calls[1]!.headers.get('Last-Event-ID')).toBe('41');
  });

  it('stops for good when the login is refused', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    answerRequests(fetchMock);
    const stop = connectEventStream({ url: '/s', token: 't', onMessage: () => {} });
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
