// Server-sent events for the bell. Each app instance LISTENs on one PostgreSQL channel and fans each
// message out to its own connected clients of that user, so a booking action handled by any
// instance reaches a browser connected to any other. Reconnecting clients send Last-Event-ID (the
// notification's cursor, an encrypted seq: see cursor.ts) and get what they missed from the table
// before live messages resume. A stream ends when its token expires, and every instance ends a
// user's streams when the account is suspended, deleted or its sessions are revoked.
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../context.js';
import type { Unlisten } from '../db/client.js';
import { cursorCodec, type CursorCodec } from './cursor.js';
import { notificationsAfter } from './queries.js';
import { NOTIFICATION_CHANNEL, isCloseMessage, isLiveMessage, type ChannelMessage } from './service.js';

/** Comment lines this often keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Open streams per user on one instance; opening another closes that user's oldest. */
export const MAX_STREAMS_PER_USER = 5;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

interface StreamClient {
  userId: string;
  res: ServerResponse;
  /** Live messages that arrive while the backlog is being read; written after it. */
  pending: ChannelMessage[] | null;
  /**
   * Seqs already written to this client. A live message can arrive after the replay already sent
   * it (LISTEN delivery lags under load); it must not be sent twice. Seqs are not compared by
   * order because concurrent transactions commit out of seq order.
   */
  sent: Set<number>;
  heartbeat: NodeJS.Timeout;
  /** Ends the stream when the token it was opened with expires. */
  expiry: NodeJS.Timeout | null;
}

/** How many recent seqs a client remembers for de-duplication. */
const SENT_MEMORY = 500;

/** setTimeout's longest delay; a later expiry is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

function send(client: StreamClient, message: ChannelMessage, cursors: CursorCodec) {
  if (client.sent.has(message.seq)) return;
  client.sent.add(message.seq);
  if (client.sent.size > SENT_MEMORY) client.sent.delete(client.sent.values().next().value!);
  client.res.write(frame(message, cursors));
}

const frame = (message: ChannelMessage, cursors: CursorCodec) => {
  const { userId: _userId, seq, ...rest } = message;
  const cursor = cursors.encode(seq);
  return `id: ${cursor}\nevent: notification\ndata: ${JSON.stringify({ ...rest, cursor })}\n\n`;
};

export class NotificationHub {
  /** Tests shorten this to see a heartbeat without waiting. */
  heartbeatMs = HEARTBEAT_MS;
  private readonly clients = new Map<string, Set<StreamClient>>();
  private unlisten: Unlisten | undefined;
  readonly cursors: CursorCodec;

  constructor(private readonly ctx: AppContext) {
    this.cursors = cursorCodec(ctx.signingKey);
  }

  async start() {
    this.unlisten ??= await this.ctx.database.listen(NOTIFICATION_CHANNEL, (payload) => this.deliver(payload));
  }

  /** Ends every open stream (before the server closes, which would otherwise wait for them). */
  async stop() {
    for (const set of this.clients.values()) for (const client of set) client.res.end();
    this.clients.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** Number of open streams, for tests and health. */
  get size() {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Open streams of one user on this instance. */
  streamsOf(userId: string) {
    return this.clients.get(userId)?.size ?? 0;
  }

  /** Ends every stream of a user (account suspended or deleted). */
  closeUser(userId: string) {
    for (const client of [...(this.clients.get(userId) ?? [])]) this.end(client);
  }

  /**
   * Takes over `res` as an event stream for `userId`, replaying what came after the notification
   * whose seq is `lastSeq`; the stream ends at `endsAt` (ms since the epoch) when given.
   */
  async open(userId: string, res: ServerResponse, lastSeq: number | null, endsAt: number | null = null) {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const client: StreamClient = {
      userId,
      res,
      pending: lastSeq === null ? null : [],
      sent: new Set(),
      heartbeat: setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs),
      expiry: null,
    };
    if (endsAt !== null) this.endAt(client, endsAt);
    // Subscribe before reading the backlog so nothing committed in between is lost; what arrives
    // meanwhile waits in `pending` and is written after the backlog, without duplicates.
    this.add(client);
    res.on('close', () => this.remove(client));
    if (lastSeq === null) return;
    try {
      const missed = await notificationsAfter(this.ctx, userId, lastSeq);
      const pending = client.pending ?? [];
      client.pending = null;
      for (const message of missed) send(client, message, this.cursors);
      for (const message of pending) send(client, message, this.cursors);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'notification replay failed');
      res.end();
    }
  }

  private add(client: StreamClient) {
    let set = this.clients.get(client.userId);
    if (!set) this.clients.set(client.userId, (set = new Set()));
    // A Set keeps insertion order: the first is the oldest, closed to make room.
    while (set.size >= MAX_STREAMS_PER_USER) this.end(set.values().next().value!);
    set.add(client);
  }

  private endAt(client: StreamClient, endsAt: number) {
    const wait = endsAt - Date.now();
    if (wait <= 0) {
      this.end(client);
      return;
    }
    client.expiry = setTimeout(() => this.endAt(client, endsAt), Math.min(wait, MAX_TIMER_MS));
  }

  private end(client: StreamClient) {
    this.remove(client);
    client.res.end();
  }

  private remove(client: StreamClient) {
    clearInterval(client.heartbeat);
    if (client.expiry) clearTimeout(client.expiry);
    const set = this.clients.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(client.userId);
  }

  private deliver(payload: string) {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (isCloseMessage(message)) {
      this.closeUser(message.closeStreamsOf);
      return;
    }
    if (isLiveMessage(message)) {
      const frame = `event: ${message.live}\ndata: ${JSON.stringify(message.data)}\n\n`;
      for (const client of this.clients.get(message.userId) ?? []) client.res.write(frame);
      return;
    }
    const notice = message as ChannelMessage;
    for (const client of this.clients.get(notice.userId) ?? []) {
      if (client.pending) client.pending.push(notice);
      else send(client, notice, this.cursors);
    }
  }
}
