// Reading imported calendars off the event loop (decision 0030). One worker thread per process
// reads one feed at a time under a wall-time limit (it is terminated when a read runs over) and a
// heap limit (`resourceLimits`: a read that needs more kills the worker, not the server). Whatever
// happens to a read (an answer, the limit, an out-of-memory end, a crash) becomes a feed's result
// or a FeedError for the vendor; only a worker that cannot start at all is the server's failure.
// The worker is started on first use, kept for the next feed, and stopped after a minute idle.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FeedError, feedError } from './feed-error.js';
import type { FeedRange, ReadOptions } from './ical-read.js';
import type { ReadRequest, WorkerMessage } from './ical-worker.js';

export interface ReaderLimits {
  /** Longest one read may take, from the text reaching the worker. */
  timeoutMs: number;
  /** The worker's heap (old generation), in MB. */
  memoryMb: number;
}

/** The worker's code: a module file, or (tests) CommonJS source run with `eval`. */
export type WorkerScript = { url: URL } | { code: string };

/** Starting the worker (compiling its source, in development) is not the feed's time. */
const STARTUP_MS = 60_000;
const IDLE_MS = 60_000;

let fromSource: Promise<WorkerScript> | undefined;

/**
 * The compiled worker beside the server's bundle (dist/ical-worker.js next to dist/main.js; see
 * scripts/build.mjs), or, running from TypeScript sources (development, tests), the same entry
 * bundled in memory by esbuild (tsx's own compiler) once per process: a worker thread does not
 * inherit the TypeScript loader of the thread that starts it.
 */
function defaultScript(): Promise<WorkerScript> | WorkerScript {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./ical-worker.js', here) };
  return (fromSource ??= import('esbuild').then(async ({ build }) => {
    const built = await build({
      entryPoints: [fileURLToPath(new URL('./ical-worker.ts', here))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    return { code: built.outputFiles[0]!.text };
  }).catch((error: unknown) => {
    fromSource = undefined;
    throw error;
  }));
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
  memoryMb: number;
}

const isOutOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

export class FeedReader {
  private current: Running | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idle?: NodeJS.Timeout;

  constructor(private readonly script: () => Promise<WorkerScript> | WorkerScript = defaultScript) {}

  /** The busy ranges of a feed text; throws FeedError when it cannot be read within the limits. */
  read(text: string, options: ReadOptions, limits: ReaderLimits): Promise<FeedRange[]> {
    const run = this.queue.then(() => this.readNow(text, options, limits));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    clearTimeout(this.idle);
    const running = this.current;
    this.current = null;
    if (running) await running.worker.terminate();
  }

  private spawn(script: WorkerScript, memoryMb: number): Running {
    const resourceLimits = { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(16, Math.max(2, Math.floor(memoryMb / 8))), stackSizeMb: 4 };
    const worker = 'url' in script ? new Worker(script.url, { resourceLimits }) : new Worker(script.code, { eval: true, resourceLimits });
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', done).off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (message: WorkerMessage) => message.type === 'ready' && done();
      const onExit = (code: number) => done(new Error(`The calendar feed worker stopped while starting (exit code ${code})`));
      const timer = setTimeout(() => done(new Error('The calendar feed worker did not start')), STARTUP_MS);
      worker.on('message', onMessage).on('error', done).on('exit', onExit);
    });
    // An error between reads must not go unheard (an unheard 'error' would end the server); a
    // worker ending between reads (idle stop, a crash) is simply started again next time.
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (this.current?.worker === worker) this.current = null;
    });
    return { worker, ready, memoryMb };
  }

  private kill(running: Running) {
    if (this.current === running) this.current = null;
    void running.worker.terminate();
  }

  private async readNow(text: string, options: ReadOptions, limits: ReaderLimits): Promise<FeedRange[]> {
    clearTimeout(this.idle);
    if (this.current && this.current.memoryMb !== limits.memoryMb) await this.stop();
    const running = (this.current ??= this.spawn(await this.script(), limits.memoryMb));
    try {
      await running.ready;
    } catch (error) {
      this.kill(running);
      throw error;
    }
    running.worker.ref();
    try {
      return await new Promise<FeedRange[]>((resolve, reject) => {
        const id = this.nextId++;
        const finish = () => {
          clearTimeout(timer);
          running.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        };
        const onMessage = (message: WorkerMessage) => {
          if (message.type !== 'read' || message.id !== id) return;
          finish();
          if ('problem' in message.result) reject(new FeedError(message.result.problem));
          else resolve(message.result.events);
        };
        const onError = (error: Error) => {
          finish();
          this.kill(running);
          reject(feedError(isOutOfMemory(error) ? 'errors.calendarFeed.tooBigToRead' : 'errors.calendarFeed.unreadable'));
        };
        const onExit = () => {
          finish();
          this.kill(running);
          reject(feedError('errors.calendarFeed.unreadable'));
        };
        const timer = setTimeout(() => {
          finish();
          this.kill(running);
          reject(feedError('errors.calendarFeed.tooSlowToRead', { seconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) }));
        }, limits.timeoutMs);
        running.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        running.worker.postMessage({ id, text, options } satisfies ReadRequest);
      });
    } finally {
      if (this.current === running) {
        running.worker.unref();
        this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
      }
    }
  }
}

const reader = new FeedReader();

/** Reads a feed in the process's feed worker (calendar-sync.ts). */
export const readFeedOffLoop = (text: string, options: ReadOptions, limits: ReaderLimits) => reader.read(text, options, limits);
