// Fetching another platform's iCal feed safely (decision 0016): http and https only, no user names
// in the address, every address the name resolves to must be public (no loopback, private,
// link-local or other reserved ranges: the server must not become a way into its own network),
// the connection goes to the address that was checked (no second look-up to rebind), at most
// three redirects (each checked again), one deadline for the whole fetch and a size limit.
import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ErrorKey } from '@carrental/shared';
import { FeedError, feedError } from './feed-error.js';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Tests only: fetch from loopback and private addresses too. */
  allowPrivate: boolean;
}

const MAX_REDIRECTS = 3;

const tooLarge = (limits: FetchLimits) => feedError('errors.calendarFeed.tooLarge', { kb: String(Math.round(limits.maxBytes / 1024)) });

const reserved = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) reserved.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['100::', 64],
] as const) reserved.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is loopback, private, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4mapped) return reserved.check(v4mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return reserved.check(address, 'ipv4');
  if (family === 6) return reserved.check(address, 'ipv6');
  return true;
}

/** Why an address may not be fetched, or null (checked when a vendor adds it, and again at each fetch). */
export function feedUrlProblem(value: string): ErrorKey | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'errors.calendar.notAnAddress';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'errors.calendar.badProtocol';
  if (url.username || url.password) return 'errors.calendar.credentials';
  return null;
}

/** A look-up that refuses names resolving to a private address, used for the connection itself. */
function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      if (!list.length) return callback(feedError('errors.calendarFeed.noHostAddress', { host: { ltr: hostname } }), '', 0);
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(feedError('errors.calendarFeed.privateNetwork'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function once(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !limits.allowPrivate && isPrivateAddress(literal)) {
      reject(feedError('errors.calendarFeed.privateNetwork'));
      return;
    }
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(
      url,
      { method: 'GET', lookup: safeLookup(limits.allowPrivate), signal, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'RentWheels calendar sync' } },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location, body: '' });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          res.destroy();
          reject(tooLarge(limits));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            reject(tooLarge(limits));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The text of the feed at `address`, within the limits; throws FeedError with a reason a vendor can read. */
export async function fetchFeed(address: string, limits: FetchLimits): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = address;
    for (let hop = 0; ; hop++) {
      const problem = feedUrlProblem(url);
      if (problem) throw feedError(problem);
      const answer = await once(new URL(url), limits, controller.signal);
      if (answer.location) {
        if (hop >= MAX_REDIRECTS) throw feedError('errors.calendarFeed.tooManyRedirects');
        url = new URL(answer.location, url).toString();
        continue;
      }
      if (answer.status !== 200) throw feedError('errors.calendarFeed.answered', { status: String(answer.status) });
      return answer.body;
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw limits.timeoutMs < 1000
        ? feedError('errors.calendarFeed.noAnswerMs', { ms: String(limits.timeoutMs) })
        : feedError('errors.calendarFeed.noAnswer', { seconds: Math.round(limits.timeoutMs / 1000) });
    }
    if (error instanceof FeedError) throw error;
    throw feedError('errors.calendarFeed.fetchFailed', { reason: { ltr: String((error as Error).message).slice(0, 200) } });
  } finally {
    clearTimeout(timer);
  }
}
