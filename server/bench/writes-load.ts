// The load of the write benchmark, run in its own process (forked by writes.ts, which sends the
// world and settings and receives the figures). Customers each book their own car again and again
// (successive dates) until the time is up: request → (vendor accepts) → start the payment → pay
// on the sandbox's hosted checkout → confirm. Vendors poll their bookings and accept the pending
// ones as they arrive. Every simulated person comes from an address of its own (X-Forwarded-For;
// the app runs with TRUST_PROXY=true), as real customers do, so per-address limits stay per person.
import type { BenchWorld } from './writes-seed.js';

export interface LoadSettings {
  base: string;
  seconds: number;
  /**
   * false (the measure): each customer books once, the customers arriving at random moments
   * spread over the run. true (--saturate): each customer books again and again from the start, up
   * to `maxBookingsPerCustomer`, to find how many paid bookings a second the app can carry.
   */
  saturate: boolean;
  /** A customer's bookings at most in a saturating run: the app lets a customer send 20 requests an hour. */
  maxBookingsPerCustomer: number;
  vendorPollMs: number;
  world: BenchWorld;
}

export const STEPS = ['request', 'accept', 'pay start', 'checkout form', 'payment confirmed', 'vendor list'] as const;
export type Step = (typeof STEPS)[number];

export interface StepFigures {
  step: Step;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  steps: StepFigures[];
  flowsStarted: number;
  flowsConfirmed: number;
  customersAtLimit: number;
  errorSamples: string[];
  /** From the customer's request to the vendor's accept (includes the vendor's polling interval). */
  waitForAccept: { p50: number; p95: number; p99: number };
}

const latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const errors = new Map<Step, number>(STEPS.map((s) => [s, 0]));
const errorSamples: string[] = [];
const acceptWaits: number[] = [];

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function call(step: Step, base: string, path: string, init: RequestInit & { ip: string; token?: string; expect: number }): Promise<Response | null> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip, ...(init.headers as Record<string, string> | undefined) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const started = performance.now();
  try {
    const response = await fetch(base + path, { ...init, headers, redirect: 'manual' });
    const body = await response.arrayBuffer();
    latencies.get(step)!.push(performance.now() - started);
    if (response.status !== init.expect) {
      errors.set(step, errors.get(step)! + 1);
      if (errorSamples.length < 20) errorSamples.push(`${step}: ${init.method ?? 'GET'} ${path} → ${response.status} ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
      return null;
    }
    return new Response(response.status === 303 || response.status === 204 ? null : body, { status: response.status, headers: response.headers });
  } catch (error) {
    errors.set(step, errors.get(step)! + 1);
    if (errorSamples.length < 20) errorSamples.push(`${step}: ${path} → ${String(error)}`);
    return null;
  }
}

const json = (value: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

/** `YYYY-MM-DDT10:00:00` of today + `days`. */
function wallClock(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T10:00:00`;
}

/** Accept announcements, from the vendor loop to the waiting customer. */
const accepted = new Map<string, () => void>();
const acceptedEarly = new Set<string>();
function announceAccepted(id: string) {
  const resolve = accepted.get(id);
  if (resolve) resolve();
  else acceptedEarly.add(id);
}
function acceptanceOf(id: string, deadline: number): Promise<boolean> {
  if (acceptedEarly.delete(id)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      accepted.delete(id);
      resolve(false);
    }, Math.max(0, deadline - Date.now()));
    accepted.set(id, () => {
      clearTimeout(timer);
      accepted.delete(id);
      resolve(true);
    });
  });
}

export async function runLoad(settings: LoadSettings): Promise<LoadResult> {
  const { base, world } = settings;
  const endAt = Date.now() + settings.seconds * 1000;
  // In-flight flows may finish after the end; nothing waits longer than this.
  const hardEnd = endAt + 60_000;
  let flowsStarted = 0;
  let flowsConfirmed = 0;
  let customersAtLimit = 0;
  let customersDone = 0;

  const customer = async (c: BenchWorld['customers'][number], index: number) => {
    const ip = `10.1.${Math.floor(index / 250)}.${1 + (index % 250)}`;
    const arrival = settings.saturate ? Math.random() * 1000 : Math.random() * settings.seconds * 1000;
    await new Promise((r) => setTimeout(r, arrival));
    const bookings = settings.saturate ? settings.maxBookingsPerCustomer : 1;
    for (let k = 0; k < bookings && (k === 0 || Date.now() < endAt); k++) {
      flowsStarted++;
      const startDate = wallClock(14 + 3 * k);
      const endDate = wallClock(16 + 3 * k);
      const requested = await call('request', base, '/api/bookings/createBooking', { ...json({ carId: c.carId, startDate, endDate }), ip, token: c.token, expect: 201 });
      if (!requested) continue;
      const booking = (await requested.json()) as { id: string };
      const askedAt = performance.now();
      if (!(await acceptanceOf(booking.id, hardEnd))) {
        errors.set('accept', errors.get('accept')! + 1);
        if (errorSamples.length < 20) errorSamples.push(`accept: booking ${booking.id} was never accepted`);
        continue;
      }
      acceptWaits.push(performance.now() - askedAt);
      const started = await call('pay start', base, `/api/bookings/${booking.id}/create-payment`, { ...json({}), ip, token: c.token, expect: 200 });
      if (!started) continue;
      const checkout = new URL(((await started.json()) as { url: string }).url);
      const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Bench Customer' });
      const paid = await call('checkout form', base, checkout.pathname, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ip,
        expect: 303,
      });
      if (!paid) continue;
      const confirmed = await call('payment confirmed', base, '/api/payments/confirm', { ...json({ bookingId: booking.id }), ip, token: c.token, expect: 200 });
      if (!confirmed) continue;
      const outcome = (await confirmed.json()) as { status: string };
      if (outcome.status === 'CONFIRMED') flowsConfirmed++;
      else {
        errors.set('payment confirmed', errors.get('payment confirmed')! + 1);
        if (errorSamples.length < 20) errorSamples.push(`payment confirmed: booking ${booking.id} answered ${outcome.status}`);
      }
      if (settings.saturate && k + 1 === settings.maxBookingsPerCustomer) customersAtLimit++;
    }
    customersDone++;
  };

  const vendor = async (v: BenchWorld['vendors'][number], index: number) => {
    const ip = `10.2.${Math.floor(index / 250)}.${1 + (index % 250)}`;
    const inHand = new Set<string>();
    while (customersDone < world.customers.length && Date.now() < hardEnd) {
      const listed = await call('vendor list', base, '/api/bookings/vendor', { ip, token: v.token, expect: 200 });
      const pending = listed ? ((await listed.json()) as { id: string; status: string }[]).filter((b) => b.status === 'PENDING' && !inHand.has(b.id)) : [];
      await Promise.all(
        pending.map(async (b) => {
          inHand.add(b.id);
          if (await call('accept', base, `/api/bookings/${b.id}/accept`, { method: 'PUT', ip, token: v.token, expect: 200 })) announceAccepted(b.id);
        }),
      );
      await new Promise((r) => setTimeout(r, settings.vendorPollMs));
    }
  };

  await Promise.all([...world.customers.map(customer), ...world.vendors.map(vendor)]);
  const steps = STEPS.map((step) => {
    const sorted = [...latencies.get(step)!].sort((a, b) => a - b);
    return { step, count: sorted.length, errors: errors.get(step)!, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
  });
  const waits = [...acceptWaits].sort((a, b) => a - b);
  return {
    steps,
    flowsStarted,
    flowsConfirmed,
    customersAtLimit,
    errorSamples,
    waitForAccept: { p50: round(percentile(waits, 50)), p95: round(percentile(waits, 95)), p99: round(percentile(waits, 99)) },
  };
}

// Forked by writes.ts: settings in, figures out.
if (process.send) {
  process.once('message', (settings: LoadSettings) => {
    runLoad(settings).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
