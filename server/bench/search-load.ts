// The load of the search benchmark, run in its own process (forked by cars-search.ts, which sends
// what to load and receives the figures), so the load generator's own work does not run in the
// process that seeds and measures. autocannon with the search mix of search-mix.ts, or the
// hello-world's one path.
import autocannon from 'autocannon';
import { searchMix } from './search-mix.js';

export interface LoadOrder {
  label: string;
  port: number;
  /** The seed of the search mix; undefined loads `/` (the hello-world). */
  mixSeed?: number;
  seconds: number;
  connections: number;
}

export interface LoadRow {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function run(order: LoadOrder): Promise<LoadRow> {
  const nextPath = order.mixSeed === undefined ? () => '/' : searchMix(order.mixSeed);
  const result = await autocannon({
    url: `http://127.0.0.1:${order.port}`,
    connections: order.connections,
    duration: order.seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    label: order.label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

process.once('message', (order: LoadOrder) => {
  run(order).then(
    (row) => process.send!(row, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
