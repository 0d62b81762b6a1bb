// The calendar feed worker as production runs it (decision 0030): `scripts/build.mjs` compiles it
// to ical-worker.js beside main.js, and main.js starts it from there. Built here into a directory of
// its own (not server/dist, which other tests may be starting), then used by the feed reader.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from '../src/availability/feed-error.js';
import { FeedReader } from '../src/availability/feed-reader.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
let outdir = '';
let reader: FeedReader;

beforeAll(() => {
  outdir = mkdtempSync(join(repoRoot, 'server', '.build-test-'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', `--server-outdir=${outdir}`], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}\n${build.stderr}`);
  reader = new FeedReader(() => ({ url: pathToFileURL(join(outdir, 'ical-worker.js')) }));
});
afterAll(async () => {
  await reader?.stop();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('the built feed worker', () => {
  it('sits beside main.js, which starts it from there', () => {
    expect(existsSync(join(outdir, 'ical-worker.js'))).toBe(true);
    expect(readFileSync(join(outdir, 'main.js'), 'utf8')).toMatch(/new URL\("\.\/ical-worker\.js", \w+\)/);
  });

  it('reads a feed, ignoring its Karachi that repeats every minute, and answers what is not a calendar as a feed error', async () => {
    const options = { zone: 'Asia/Karachi', nowMs: Date.parse('2030-01-01T04:00:00Z') };
    const limits = { timeoutMs: 5_000, memoryMb: 64 };
    const feed = [
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE', 'TZID:Asia/Karachi', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'RRULE:FREQ=MINUTELY', 'TZOFFSETFROM:-1200', 'TZOFFSETTO:-1200', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'DTSTART;TZID=Asia/Karachi:20300110T100000', 'DURATION:PT2H', 'SUMMARY:Trip', 'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(await reader.read(feed, options, limits)).toEqual([{ startDate: '2030-01-10T10:00:00', endDate: '2030-01-10T12:00:00', summary: 'Trip' }]);
    const error = await reader.read('<html>', options, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).text).toEqual({ key: 'errors.calendarFeed.notCalendar' });
  });
});
