// The English catalog, the source of every text. One file per feature; keys start with the
// feature's name. A new feature file is added here and in ../ur/index.ts.
import { common } from './common.js';
import { layout } from './layout.js';
import { bookings } from './bookings.js';
import { payments } from './payments.js';
import { earnings } from './earnings.js';
import { inbox } from './inbox.js';

export const en = {
  ...common,
  ...layout,
  ...bookings,
  ...payments,
  ...earnings,
  ...inbox,
} as const;

export type MessageKey = keyof typeof en;
