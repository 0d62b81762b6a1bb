// The Urdu catalog. Typed against English: a missing or extra key fails the type check. Loaded on
// demand by the web app (only Urdu readers download it).
import type { en } from '../en/index.js';
import type { Translation } from '../translate.js';
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

export const ur: Translation<typeof en> = {
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
};
