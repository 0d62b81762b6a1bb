// The server's logger. Production writes one JSON line per event (for a log collector); development
// writes short human-readable lines so the start banner stays readable. Neither ever carries a
// secret or a request's query string (search terms, tokens in links), whatever the caller logs.
import pino, { type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.currentPassword', '*.newPassword', '*.token'];

/** `/api/cars?q=civic` → `/api/cars`: the path says what was asked, the query may say who asked. */
export const withoutQuery = (url: string) => url.split('?', 1)[0] ?? url;

const serializers = {
  req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
    method: req.method,
    url: withoutQuery(req.url ?? ''),
    remoteAddress: req.ip,
  }),
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const BASE_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

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
  return pino({ level: config.LOG_LEVEL, redact: REDACT, serializers }, stream) as FastifyBaseLogger;
}
