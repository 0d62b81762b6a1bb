// A server-sent-events client over fetch, so the login token travels in the Authorization header
// (EventSource cannot send headers, and a token in the URL ends up in logs). It reconnects after
// a drop, sending Last-Event-ID so the server replays what was missed.

export interface StreamMessage {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStreamOptions {
  url: string;
  token: string;
  onMessage: (message: StreamMessage) => void;
  /** Called once the stream is open (again); a reconnect may have missed nothing or something. */
  onOpen?: () => void;
}

/** Splits a text buffer into complete SSE blocks; returns the messages and the unfinished rest. */
export function parseEventStream(buffer: string): { messages: Array<StreamMessage & { retry?: number }>; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: Array<StreamMessage & { retry?: number }> = [];
  for (const block of blocks) {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    let retry: number | undefined;
    let hasField = false;
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      hasField = true;
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    }
    if (hasField) messages.push({ id, event, data: data.join('\n'), retry });
  }
  return { messages, rest };
}

const MAX_RETRY_MS = 30_000;

/** Opens the stream and keeps it open until the returned function is called. */
export function connectEventStream({ url, token, onMessage, onOpen }: EventStreamOptions): () => void {
  const controller = new AbortController();
  let lastEventId: string | null = null;
  let retryMs = 3000;
  let failures = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
        if (lastEventId) headers['Last-Event-ID'] = lastEventId;
        const response = await fetch(url, { headers, signal: controller.signal, cache: 'no-store' });
        // A rejected login will not get better by retrying; the session handles it elsewhere.
        if (response.status === 401 || response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        failures = 0;
        onOpen?.();
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const parsed = parseEventStream(buffer);
          buffer = parsed.rest;
          for (const message of parsed.messages) {
            if (message.retry !== undefined) retryMs = message.retry;
            if (message.id) lastEventId = message.id;
            if (message.data) onMessage(message);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Notification stream failed', error);
      }
      failures += 1;
      await wait(Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures - 1, 4)));
    }
  })();

  return () => controller.abort();
}
