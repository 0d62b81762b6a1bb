// The feed worker's entry (decision 0030): reads one feed text at a time, off the server's event
// loop, under the time and memory limits feed-reader.ts gives it. Any failure here is an answer
// (a problem for the vendor), never a crash of the server.
import { parentPort } from 'node:worker_threads';
import { readFeed, type FeedRead, type ReadOptions } from './ical-read.js';

export interface ReadRequest {
  id: number;
  text: string;
  options: ReadOptions;
}
export type WorkerMessage = { type: 'ready' } | { type: 'read'; id: number; result: FeedRead; detail?: string };

const port = parentPort!;
port.on('message', (request: ReadRequest) => {
  let answer: WorkerMessage;
  try {
    answer = { type: 'read', id: request.id, result: readFeed(request.text, request.options) };
  } catch (error) {
    answer = { type: 'read', id: request.id, result: { problem: { key: 'errors.calendarFeed.unreadable' } }, detail: String(error).slice(0, 300) };
  }
  port.postMessage(answer);
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);
