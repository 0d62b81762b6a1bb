// What the capture makes, kept on the device until it is sent (issue 31: a basement car park has
// no signal). Each item is a draft's readings or one angle's photo (already shrunk), with its own
// Idempotency-Key made when it was captured, so sending it twice (a lost answer, two tabs) does
// the server's work once. Stored in IndexedDB; where there is none (tests), in memory.
import type { HandoverAngle, HandoverDraftInput, HandoverKind } from '@carrental/shared';
import { ApiError, api } from '@/lib/api';
import { newIdempotencyKey } from '@/lib/idempotent';

export interface DraftItem {
  id: string;
  type: 'draft';
  /** One capture of a booking and kind (its photos wait for the draft's id). */
  capture: string;
  bookingId: string;
  body: HandoverDraftInput;
  key: string;
  createdAt: number;
}
export interface PhotoItem {
  id: string;
  type: 'photo';
  capture: string;
  bookingId: string;
  angle: HandoverAngle;
  blob: Blob;
  key: string;
  createdAt: number;
  /** The server refused it (not a network failure): shown, not retried. */
  error?: string;
}
export type OutboxItem = DraftItem | PhotoItem;

export const captureOf = (bookingId: string, kind: HandoverKind) => `${bookingId}:${kind}`;

interface Store {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  /** The server's id of a capture's draft, once it was sent. */
  draftId(capture: string): Promise<string | undefined>;
  setDraftId(capture: string, id: string): Promise<void>;
}

function memoryStore(): Store {
  const items = new Map<string, OutboxItem>();
  const drafts = new Map<string, string>();
  return {
    all: async () => [...items.values()].sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    draftId: async (capture) => drafts.get(capture),
    setDraftId: async (capture, id) => void drafts.set(capture, id),
  };
}

const DB_NAME = 'rentwheels-handovers';
const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

function indexedDbStore(): Store {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('items', { keyPath: 'id' });
        open.result.createObjectStore('drafts');
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    }));
  const store = async (name: 'items' | 'drafts', mode: IDBTransactionMode) => (await db()).transaction(name, mode).objectStore(name);
  return {
    all: async () => ((await request((await store('items', 'readonly')).getAll())) as OutboxItem[]).sort((a, b) => a.createdAt - b.createdAt),
    put: async (item) => void (await request((await store('items', 'readwrite')).put(item))),
    remove: async (id) => void (await request((await store('items', 'readwrite')).delete(id))),
    draftId: async (capture) => (await request((await store('drafts', 'readonly')).get(capture))) as string | undefined,
    setDraftId: async (capture, id) => void (await request((await store('drafts', 'readwrite')).put(id, capture))),
  };
}

let store: Store | null = null;
const storeOf = () => (store ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore());
/** Tests start from an empty outbox. */
export const resetOutbox = () => {
  store = memoryStore();
};

const listeners = new Set<() => void>();
export const onOutboxChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((l) => l());

export const pendingItems = () => storeOf().all();
export const draftIdOf = (capture: string) => storeOf().draftId(capture);

export async function queueDraft(bookingId: string, kind: HandoverKind, body: HandoverDraftInput): Promise<void> {
  const capture = captureOf(bookingId, kind);
  // New readings replace readings not sent yet (the server's draft takes the newest).
  for (const item of await storeOf().all()) if (item.type === 'draft' && item.capture === capture) await storeOf().remove(item.id);
  await storeOf().put({ id: newIdempotencyKey(), type: 'draft', capture, bookingId, body, key: newIdempotencyKey(), createdAt: Date.now() });
  changed();
  sendSoon();
}

export async function queuePhoto(bookingId: string, kind: HandoverKind, angle: HandoverAngle, blob: Blob): Promise<void> {
  const capture = captureOf(bookingId, kind);
  // A retake replaces the photo of the angle not sent yet.
  for (const item of await storeOf().all()) if (item.type === 'photo' && item.capture === capture && item.angle === angle) await storeOf().remove(item.id);
  await storeOf().put({ id: newIdempotencyKey(), type: 'photo', capture, bookingId, angle, blob, key: newIdempotencyKey(), createdAt: Date.now() });
  changed();
  sendSoon();
}

let draining: Promise<number> | null = null;
let again = false;

/**
 * Sends what waits, oldest first: a draft before its photos. Stops at the first network failure
 * (the connection is gone: the rest waits); an item the server refuses keeps its message and
 * is not sent again. Something queued while sending is sent in the same run. Answers how many
 * were sent.
 */
export function drainOutbox(): Promise<number> {
  if (draining) {
    again = true;
    return draining;
  }
  draining = (async () => {
    let sent = 0;
    do {
      again = false;
      sent += await drain();
    } while (again);
    return sent;
  })().finally(() => {
    draining = null;
  });
  return draining;
}

/** Online, what was just queued goes at once; offline it waits for the connection. */
const sendSoon = () => {
  if (typeof navigator === 'undefined' || navigator.onLine) void drainOutbox();
};

async function drain(): Promise<number> {
  const s = storeOf();
  let sent = 0;
  for (const item of await s.all()) {
    try {
      if (item.type === 'draft') {
        const answer = await api.post<{ id: string }>(`/bookings/${item.bookingId}/handovers`, item.body, { idempotencyKey: item.key });
        await s.setDraftId(item.capture, answer.id);
        await s.remove(item.id);
        sent++;
      } else if (!item.error) {
        const handoverId = await s.draftId(item.capture);
        if (!handoverId) continue;
        await api.upload(`/bookings/${item.bookingId}/handovers/${handoverId}/photos`, item.blob, { query: { angle: item.angle }, fileName: `${item.angle}.jpg`, idempotencyKey: item.key });
        await s.remove(item.id);
        sent++;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) break;
      if (item.type === 'photo') await s.put({ ...item, error: error instanceof Error ? error.message : String(error) });
      else await s.remove(item.id);
    }
    changed();
  }
  changed();
  return sent;
}
