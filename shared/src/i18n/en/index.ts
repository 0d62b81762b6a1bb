// The English catalog, the source of every text. One file per feature; keys start with the
// feature's name. A new feature file is added here and in ../ur/index.ts.
import { checkout } from './checkout.js';
import { answers } from './answers.js';
import { common } from './common.js';
import { errors } from './errors.js';
import { layout } from './layout.js';
import { mail } from './mail.js';
import { notifications } from './notifications.js';
import { admin } from './admin.js';
import { app } from './app.js';
import { auth } from './auth.js';
import { dashboard } from './dashboard.js';
import { home } from './home.js';
import { bookings } from './bookings.js';
import { payments } from './payments.js';
import { earnings } from './earnings.js';
import { inbox } from './inbox.js';
import { pages } from './pages.js';
import { users } from './users.js';
import { availability } from './availability.js';
import { cars } from './cars.js';
import { components } from './components.js';
import { reviews } from './reviews.js';
import { services } from './services.js';
import { trips } from './trips.js';
import { money } from './money.js';
import { texting } from './texting.js';
import { phones } from './phones.js';
import { identity } from './identity.js';
import { analytics } from './analytics.js';
import { documents } from './documents.js';
import { handovers } from './handovers.js';
import { claims } from './claims.js';
import { staff } from './staff.js';
import { agreements } from './agreements.js';
import { charges } from './charges.js';

export const en = {
  ...answers,
  ...common,
  ...layout,
  ...errors,
  ...notifications,
  ...mail,
  ...checkout,
  ...bookings,
  ...payments,
  ...earnings,
  ...inbox,
  ...app,
  ...auth,
  ...users,
  ...admin,
  ...dashboard,
  ...home,
  ...pages,
  ...availability,
  ...cars,
  ...components,
  ...reviews,
  ...services,
  ...trips,
  ...money,
  ...texting,
  ...phones,
  ...identity,
  ...analytics,
  ...documents,
  ...handovers,
  ...claims,
  ...staff,
  ...agreements,
  ...charges,
} as const;

export type MessageKey = keyof typeof en;
