// autocannon ships no types; only what the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
