// The event bus and the unit of work (decision 0028). Every write of a feature runs in
// `ctx.transaction(fn)`: a transaction, run again when PostgreSQL aborted it to break a deadlock or
// a serialisation conflict, whose events are delivered twice: to `during` subscribers inside the
// transaction (their writes commit or roll back with the change), and to `after` subscribers once
// it has committed (to wake a worker, run a refund now). Nobody calls "committed" by hand.
//
// `EventMap` names every event of every domain with its payload. It is empty here: each feature
// adds its own events from its folder (`declare module '../events.js' { interface EventMap {…} }`
// in its `events.ts`), so this module imports no feature and a new feature edits nothing here.
import { sqlState, SQLSTATE, type Db, type Tx } from './db/client.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each feature's events.ts
export interface EventMap {}
export type EventName = keyof EventMap;

export type DuringHandler<K extends EventName> = (event: EventMap[K], tx: Tx) => Promise<void>;
export type AfterHandler<K extends EventName> = (event: EventMap[K]) => void | Promise<void>;

/** How many times a transaction that lost a deadlock or a serialisation check is run in all. */
export const TRANSACTION_ATTEMPTS = 3;

interface Emitted {
  name: EventName;
  event: unknown;
}

/** The events of each open transaction (and savepoint), delivered after the outermost commits. */
const pendingOf = new WeakMap<object, Emitted[]>();

type AnyDuring = (event: unknown, tx: Tx) => Promise<void>;
type AnyAfter = (event: unknown) => void | Promise<void>;

export class EventBus {
  private readonly during = new Map<EventName, AnyDuring[]>();
  private readonly after = new Map<EventName, AnyAfter[]>();

  /** `onError` hears what an after-commit subscriber threw: the change it followed stands. */
  constructor(private readonly onError: (error: unknown, name: EventName) => void = () => {}) {}

  /** Runs inside the emitting transaction; a failure rolls the change back. */
  on<K extends EventName>(name: K, handler: DuringHandler<K>) {
    this.during.set(name, [...(this.during.get(name) ?? []), handler as AnyDuring]);
  }

  /** Runs once the emitting transaction has committed; never undoes it. */
  afterCommit<K extends EventName>(name: K, handler: AfterHandler<K>) {
    this.after.set(name, [...(this.after.get(name) ?? []), handler as AnyAfter]);
  }

  /** Emits inside a unit of work (`transaction`/`savepoint`); anywhere else is a programming error. */
  async emit<K extends EventName>(name: K, event: EventMap[K], tx: Tx): Promise<void> {
    const pending = pendingOf.get(tx);
    if (!pending) throw new Error(`event ${String(name)} emitted outside a unit of work`);
    for (const handler of this.during.get(name) ?? []) await handler(event, tx);
    pending.push({ name, event });
  }

  /**
   * Runs `fn` in a transaction (again, at most TRANSACTION_ATTEMPTS times in all, when PostgreSQL
   * aborted it for a deadlock (40P01) or a serialisation conflict (40001): everything was rolled
   * back, so a fresh attempt is safe), then delivers its events to the after-commit subscribers.
   */
  async transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const pending: Emitted[] = [];
      let result: T;
      try {
        result = await db.transaction((tx) => {
          pendingOf.set(tx, pending);
          return fn(tx);
        });
      } catch (error) {
        const state = sqlState(error);
        const retryable = state === SQLSTATE.deadlockDetected || state === SQLSTATE.serializationFailure;
        if (!retryable || attempt >= attempts) throw error;
        continue;
      }
      this.deliver(pending);
      return result;
    }
  }

  /**
   * A savepoint inside a unit of work: its events join the transaction's if it succeeds, and are
   * forgotten with its writes if it throws.
   */
  async savepoint<T>(tx: Tx, fn: (sp: Tx) => Promise<T>): Promise<T> {
    const outer = pendingOf.get(tx);
    if (!outer) throw new Error('savepoint outside a unit of work');
    const inner: Emitted[] = [];
    const result = await tx.transaction((sp) => {
      pendingOf.set(sp, inner);
      return fn(sp);
    });
    outer.push(...inner);
    return result;
  }

  private deliver(pending: Emitted[]) {
    for (const { name, event } of pending) {
      for (const handler of this.after.get(name) ?? []) {
        try {
          const done = handler(event);
          if (done instanceof Promise) done.catch((error: unknown) => this.onError(error, name));
        } catch (error) {
          this.onError(error, name);
        }
      }
    }
  }
}
