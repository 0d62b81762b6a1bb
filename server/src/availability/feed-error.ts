// Why an imported calendar could not be read (decision 0030): a catalog text kept on the import and
// said in the reader's language, never a job failure to retry. Fetching, reading and the reading
// worker's limits all end in one of these.
import type { ErrorKey, LocalText, TextValue } from '@carrental/shared';
import { say } from '../http/locale.js';

export class FeedError extends Error {
  constructor(readonly text: LocalText<ErrorKey>) {
    super(say('en', text));
  }
}

export const feedError = (key: ErrorKey, values?: Record<string, TextValue>) => new FeedError(values ? { key, values } : { key });
