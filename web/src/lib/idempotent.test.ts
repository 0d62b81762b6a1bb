import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError, type RequestOptions } from './api';
import { useIdempotentFn } from './idempotent';

afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useIdempotentFn', () => {
  it('shares one call and one key while in flight, then uses a new key', async () => {
    const keys: string[] = [];
    let pending = deferred<string>();
    const fn = vi.fn((_input: number, options: RequestOptions) => {
      keys.push(options.idempotencyKey!);
      return pending.promise;
    });
    const { result } = renderHook(() => useIdempotentFn(fn));
    const a = result.current(1);
    const b = result.current(1);
    expect(fn).toHaveBeenCalledTimes(1);
    pending.resolve('done');
    expect(await a).toBe('done');
    expect(await b).toBe('done');
    pending = deferred<string>();
    const c = result.current(2);
    pending.resolve('again');
    await c;
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the key after a network failure (the server may have acted) and renews it after a 4xx', async () => {
    const keys: string[] = [];
    const errors = [new ApiError(0, 'NETWORK', 'offline'), new ApiError(409, 'CONFLICT', 'taken')];
    const fn = vi.fn(async (_input: null, options: RequestOptions) => {
      keys.push(options.idempotencyKey!);
      const error = errors.shift();
      if (error) throw error;
      return 'ok';
    });
    const { result } = renderHook(() => useIdempotentFn(fn));
    await expect(result.current(null)).rejects.toThrow('offline');
    await expect(result.current(null)).rejects.toThrow('taken');
    await expect(result.current(null)).resolves.toBe('ok');
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
