// The feed worker's limits (decision 0030): whatever a read runs into (too long, too much memory,
// a crash, a throw) ends as a FeedError for the vendor while the server carries on, and the next
// feed is read by a fresh worker. Stand-in workers play each part; the real one reads last.
import { afterAll, describe, expect, it } from 'vitest';
import { FeedError } from './feed-error.js';
import { FeedReader } from './feed-reader.js';

const options = { zone: 'Asia/Karachi', nowMs: Date.parse('2030-01-01T04:00:00Z') };
const limits = { timeoutMs: 300, memoryMb: 24 };

/** A CommonJS worker that says it is ready and then answers each text with `onText(text, id)`. */
const standIn = (onText: string) => () => ({
  code: `const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, text }) => { ${onText} });
parentPort.postMessage({ type: 'ready' });`,
});
const ECHO = `parentPort.postMessage({ type: 'read', id, result: { events: [{ startDate: text, endDate: text, summary: 'echo' }] } });`;

async function feedErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(FeedError);
  return (error as FeedError).text;
}

const readers: FeedReader[] = [];
const readerOf = (onText: string) => {
  const reader = new FeedReader(standIn(onText));
  readers.push(reader);
  return reader;
};
afterAll(async () => {
  await Promise.all(readers.map((r) => r.stop()));
});

describe('the feed worker', () => {
  it('ends a read that runs over its time as a feed error, and reads the next feed afresh', async () => {
    const reader = readerOf(`if (text === 'loop') for (;;) {} else { ${ECHO} }`);
    expect(await feedErrorOf(reader.read('loop', options, limits))).toEqual({ key: 'errors.calendarFeed.tooSlowToRead', values: { seconds: 1 } });
    expect(await reader.read('next', options, limits)).toEqual([{ startDate: 'next', endDate: 'next', summary: 'echo' }]);
  });

  it('ends a read that needs more memory than its limit as a feed error', async () => {
    const reader = readerOf(`if (text === 'hog') { const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length)); } else { ${ECHO} }`);
    expect(await feedErrorOf(reader.read('hog', options, { timeoutMs: 20_000, memoryMb: 16 }))).toEqual({ key: 'errors.calendarFeed.tooBigToRead' });
    expect(await reader.read('after', options, limits)).toHaveLength(1);
  });

  it('turns a crash or a throw in the worker into a feed error', async () => {
    const reader = readerOf(`if (text === 'throw') throw new RangeError('Invalid time value'); if (text === 'exit') process.exit(3); ${ECHO}`);
    expect(await feedErrorOf(reader.read('throw', options, limits))).toEqual({ key: 'errors.calendarFeed.unreadable' });
    expect(await feedErrorOf(reader.read('exit', options, limits))).toEqual({ key: 'errors.calendarFeed.unreadable' });
    expect(await reader.read('fine', options, limits)).toHaveLength(1);
  });

  it('reads one feed at a time, in the order asked', async () => {
    const reader = readerOf(ECHO);
    const texts = ['a', 'b', 'c', 'd'];
    const answers = await Promise.all(texts.map((text) => reader.read(text, options, limits)));
    expect(answers.map(([e]) => e!.startDate)).toEqual(texts);
  });

  it('is the real reader from the sources too, answering a feed’s problem as a feed error', async () => {
    const reader = new FeedReader();
    readers.push(reader);
    const feed = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20300110T100000Z\r\nDURATION:PT2H\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(await reader.read(feed, options, { timeoutMs: 5_000, memoryMb: 64 })).toEqual([{ startDate: '2030-01-10T15:00:00', endDate: '2030-01-10T17:00:00', summary: '' }]);
    expect(await feedErrorOf(reader.read('<html>', options, { timeoutMs: 5_000, memoryMb: 64 }))).toEqual({ key: 'errors.calendarFeed.notCalendar' });
  });
});
