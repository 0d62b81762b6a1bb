// Test helpers of the notifications feature: booking events as the bookings feature produces them
// (a transition inside the unit of work), and a reader for server-sent events.
import type { AppContext } from '../context.js';
import { createdEvent } from '../bookings/events.js';
import { applyTransition, type BookingRow, type TransitionInput } from '../bookings/index.js';

/** Emits `booking.created` for a booking row, as creating a booking does. */
export async function emitCreated(ctx: AppContext, booking: Pick<BookingRow, 'id' | 'customerId'>) {
  const event = createdEvent(booking);
  await ctx.transaction(async (tx) => ctx.events.emit(event.type, event, tx));
  return event;
}

/** Applies one lifecycle transition the way the booking routes do. */
export async function transition(ctx: AppContext, input: TransitionInput) {
  return ctx.transaction((tx) => applyTransition(ctx, tx, input));
}

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads an event stream over fetch (Authorization header, like the web app) one event at a time. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = line.slice(1).trim();
            else {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id' || field === 'event' || field === 'data') event[field] = value;
            }
          }
          queue.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    response,
    /** The next event matching `match`, or a rejection after `timeoutMs`. */
    async next(match: (e: SseEvent) => boolean = (e) => e.event === 'notification', timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex(match);
        if (index >= 0) return queue.splice(index, 1)[0]!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching event on the stream in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Settles when the server ends the stream (or close() aborts it). */
    ended,
    /** Events received so far and not yet taken. */
    pending: () => [...queue],
    close: () => controller.abort(),
  };
}
