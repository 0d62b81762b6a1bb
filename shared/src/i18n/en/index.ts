// The English catalog, the source of every text. One file per feature; keys start with the
// feature's name. A new feature file is added here and in ../ur/index.ts.
import { common } from './common.js';
import { layout } from './layout.js';
import { bookings } from './bookings.js';
import { payments } from './payments.js';
import { earnings } from './earnings.js';
import { inbox } from './inbox.js';
import { availability } from './availability.js';
import { cars } from './cars.js';
import { components } from './components.js';
import { reviews } from './reviews.js';
import { services } from './services.js';

export const en = {
  ...common,
  ...layout,
  ...bookings,
  ...payments,
  ...earnings,
  ...inbox,
  ...availability,
  ...cars,
  ...components,
  ...reviews,
  ...services,
} as const;

export type MessageKey = keyof typeof en;
