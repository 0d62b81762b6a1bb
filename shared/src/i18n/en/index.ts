// The English catalog, the source of every text. One file per feature; keys start with the
// feature's name. A new feature file is added here and in ../ur/index.ts.
import { checkout } from './checkout.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { layout } from './layout.js';
import { mail } from './mail.js';
import { notifications } from './notifications.js';
import { availability } from './availability.js';
import { cars } from './cars.js';
import { components } from './components.js';
import { reviews } from './reviews.js';
import { services } from './services.js';

export const en = {
  ...common,
  ...layout,
  ...errors,
  ...notifications,
  ...mail,
  ...checkout,
  ...availability,
  ...cars,
  ...components,
  ...reviews,
  ...services,
} as const;

export type MessageKey = keyof typeof en;
