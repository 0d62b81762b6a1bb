// The Urdu catalog. Typed against English: a missing or extra key fails the type check. Loaded on
// demand by the web app (only Urdu readers download it).
import type { en } from '../en/index.js';
import type { Translation } from '../translate.js';
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

export const ur: Translation<typeof en> = {
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
};
