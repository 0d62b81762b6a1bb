// Who a piece of work is for: the request id of the HTTP request (or of the job it started) that
// the code now runs for, kept in AsyncLocalStorage so that every log line, error answer and job
// sent on the way carries it without being passed by hand (decision 0033).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The request id of the work now running, if it runs for a request or a job one started. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** Runs `fn` for `requestId`: its log lines and the jobs it sends carry it. */
export const runWithRequestId = <T>(requestId: string, fn: () => T): T => storage.run({ requestId }, fn);

/** A caller's own id is kept when it is a short token of safe characters; anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id for an incoming request: the caller's `X-Request-Id` if it is sane, else a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/** The key under which a job's data carries the id of the request that sent it. */
export const JOB_REQUEST_ID = 'requestId';
