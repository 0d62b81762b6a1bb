// The small hooks the infrastructure calls (job runner, database, payment providers): each feeds
// a metric and opens a trace span. Without OTEL_EXPORTER_OTLP_ENDPOINT no tracing SDK is loaded
// and the API's tracer makes spans that cost next to nothing and go nowhere (decision 0033).
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { dbQueryDuration, jobDuration, jobRuns, paymentOutcomes, secondsSince } from './metrics.js';

export const tracer = trace.getTracer('rentwheels');

function end(span: Span, error: unknown) {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** Runs `fn` in a span named `name`; a throw marks the span failed and is rethrown. */
export async function inSpan<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      const result = await fn();
      end(span, undefined);
      return result;
    } catch (error) {
      end(span, error);
      throw error;
    }
  });
}

export const jobHooks = {
  /** A job attempt starts; the returned function is called once it ended (`error` undefined: done). */
  started(queue: string, attempt: number) {
    const start = performance.now();
    const span = tracer.startSpan(`job ${queue}`, { kind: SpanKind.CONSUMER, attributes: { 'job.queue': queue, 'job.attempt': attempt } });
    return (error: unknown, lastAttempt: boolean) => {
      jobDuration.observe({ queue }, secondsSince(start));
      jobRuns.inc({ queue, outcome: error === undefined ? 'completed' : lastAttempt ? 'failed' : 'retried' });
      end(span, error);
    };
  },
};

/**
 * Times a statement on the database (both drivers call it): a histogram observation and a client
 * span named after the statement's first word, never its parameters.
 */
export async function timedQuery<T>(system: 'pglite' | 'postgresql', text: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  const span = tracer.startSpan(`db ${operation}`, { kind: SpanKind.CLIENT, attributes: { 'db.system': system, 'db.operation.name': operation } });
  try {
    const result = await fn();
    dbQueryDuration.observe({ outcome: 'ok' }, secondsSince(start));
    end(span, undefined);
    return result;
  } catch (error) {
    dbQueryDuration.observe({ outcome: 'error' }, secondsSince(start));
    end(span, error);
    throw error;
  }
}

/**
 * A payment provider whose calls out (checkout, status, refund) are traced and whose outcomes are
 * counted per provider. The original object does the work (its own `this`); nothing else changes.
 */
export function observedProvider<P extends { name: string; createCheckout(...a: never[]): Promise<unknown>; getCheckout(...a: never[]): Promise<unknown>; refund(...a: never[]): Promise<unknown> }>(provider: P): P {
  const provider_ = provider.name;
  const call = <K extends 'createCheckout' | 'getCheckout' | 'refund'>(method: K, outcomes: [ok: string, failed: string] | null) =>
    (async (...args: never[]) => {
      try {
        const result = await inSpan(`payment ${provider_} ${method}`, { 'payment.provider': provider_ }, () => (provider[method] as (...a: never[]) => Promise<unknown>).apply(provider, args), SpanKind.CLIENT);
        if (outcomes) paymentOutcomes.inc({ provider: provider_, outcome: outcomes[0] });
        return result;
      } catch (error) {
        paymentOutcomes.inc({ provider: provider_, outcome: outcomes?.[1] ?? `${method}_failed` });
        throw error;
      }
    }) as P[K];
  const observed = Object.create(provider) as P;
  // Methods not wrapped here run on the original, whatever fields it keeps privately.
  for (const key of Object.getOwnPropertyNames(Object.getPrototypeOf(provider) as object)) {
    const value = (provider as Record<string, unknown>)[key];
    if (key !== 'constructor' && typeof value === 'function') (observed as Record<string, unknown>)[key] = value.bind(provider);
  }
  observed.createCheckout = call('createCheckout', ['checkout_started', 'checkout_failed']);
  observed.getCheckout = call('getCheckout', null);
  observed.refund = call('refund', ['refunded', 'refund_failed']);
  return observed;
}
