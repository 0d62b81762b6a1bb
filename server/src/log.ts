// The server's logger. Production writes one JSON line per event (for a log collector); development
// writes short human-readable lines so the start banner stays readable. Neither ever carries a
// secret or a request's query string (search terms, tokens in links), whatever the caller logs.
import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { currentRequestId } from './observability/request-context.js';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.currentPassword', '*.newPassword', '*.token'];

/** `/api/cars?q=civic` → `/api/cars`: the path says what was asked, the query may say who asked. */
export const withoutQuery = (url: string) => url.split('?', 1)[0] ?? url;

/**
 * A failed statement's error carries its bound parameters (Drizzle: "…\nparams: a,b,c" in the
 * message and stack, and a `params` field; the driver's error a `detail` such as "Key (email)=(…)"),
 * which means password hashes, emails and phones. Errors are logged with a whitelist of fields and
 * the parameters cut from the message and the stack, down the `cause` chain.
 */
export function withoutQueryParameters(text: string): string {
  return text.replace(/\nparams: [^\n]*(?:\n(?! {4}at |caused by: )[^\n]*)*/g, '\nparams: [redacted]');
}

const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine', 'query'] as const;

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutQueryParameters(error) : error;
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: withoutQueryParameters(error.message),
    stack: error.stack ? withoutQueryParameters(error.stack) : undefined,
  };
  for (const key of SAFE_ERROR_FIELDS) {
    if (fields[key] !== undefined && fields[key] !== null) out[key] = fields[key];
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

const serializers = {
  err: (error: unknown) => serializeError(error),
  req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
    method: req.method,
    url: withoutQuery(req.url ?? ''),
    remoteAddress: req.ip,
  }),
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const BASE_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

/** Turns pino's JSON lines into `12:04:05 INFO  message  key=value …` for a developer's terminal. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(Number(entry.time)).toISOString().slice(11, 19);
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const extras = Object.entries(entry)
    .filter(([key]) => !BASE_KEYS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [`${time} ${level} ${String(entry.msg ?? '')}`, ...extras].join('  ') + '\n';
}

function readableStream(out: NodeJS.WritableStream): DestinationStream {
  return { write: (line: string) => void out.write(readableLine(line)) };
}

export function createLogger(config: Config, destination?: DestinationStream): FastifyBaseLogger {
  const stream = destination ?? (config.isProduction ? pino.destination(1) : readableStream(process.stdout));
  return pino({ level: config.LOG_LEVEL, redact: REDACT, serializers, mixin: requestIdMixin }, stream) as FastifyBaseLogger;
}

/**
 * Every line logged while a request (or a job it started) runs names its id, whichever logger
 * wrote it; a request's own logger already has it bound, so it is not written twice.
 */
function requestIdMixin(_merge: object, _level: number, logger: { bindings(): Record<string, unknown> }) {
  const requestId = currentRequestId();
  if (!requestId || logger.bindings().requestId !== undefined) return {};
  return { requestId };
}
