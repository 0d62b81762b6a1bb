// One intent, one effect: a mutation wrapped here sends an Idempotency-Key that stays the same
// until the server gives a definite answer, so a double click, a second tap while the first is in
// flight, or a retry after a lost answer never creates or moves something twice. Calls made
// while one is in flight share its promise; the key is renewed after any answer except a network
// failure (the server may have acted; the retry must carry the same key and get the same answer).
import { useCallback, useRef } from 'react';
import { ApiError, type RequestOptions } from './api';

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useIdempotentFn<I, O>(fn: (input: I, options: RequestOptions) => Promise<O>): (input: I) => Promise<O> {
  const state = useRef<{ key: string | null; inFlight: Promise<O> | null }>({ key: null, inFlight: null });
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((input: I) => {
    const s = state.current;
    if (s.inFlight) return s.inFlight;
    const key = (s.key ??= newIdempotencyKey());
    const promise = latest.current(input, { idempotencyKey: key }).then(
      (answer) => {
        s.key = null;
        return answer;
      },
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 0)) s.key = null;
        throw error;
      },
    );
    s.inFlight = promise.finally(() => {
      s.inFlight = null;
    });
    return s.inFlight;
  }, []);
}
