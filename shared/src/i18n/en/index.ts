// The English catalog, the source of every text. One file per feature; keys start with the
// feature's name. A new feature file is added here and in ../ur/index.ts.
import { checkout } from './checkout.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { layout } from './layout.js';
import { mail } from './mail.js';
import { notifications } from './notifications.js';

export const en = {
  ...common,
  ...layout,
  ...errors,
  ...notifications,
  ...mail,
  ...checkout,
} as const;

export type MessageKey = keyof typeof en;
