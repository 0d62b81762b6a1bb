// Urdu's texts for the web, loaded in one piece when Urdu is chosen: every feature catalog of
// shared/src/i18n/ur except the server's own (answers, notifications, emails and the sandbox
// checkout, which the server renders in the reader's language). `errors` is in: forms say the
// shared schemas' messages in the user's language (useZodForm, through `messageIn`).
import type { Catalog, MessageKey } from '@carrental/shared';

/** The catalogs only the server speaks from; no web module names their keys (tested). */
export const SERVER_CATALOGS = ['answers', 'checkout', 'documents', 'mail', 'notifications', 'texting'];

const modules = import.meta.glob<Record<string, Readonly<Record<string, string>>>>(
  [
    '../../../../shared/src/i18n/ur/*.ts',
    '!**/index.ts',
    '!**/answers.ts',
    '!**/checkout.ts',
    '!**/documents.ts',
    '!**/mail.ts',
    '!**/notifications.ts',
    '!**/texting.ts',
  ],
  { eager: true },
);

export const ur = Object.assign({}, ...Object.values(modules).flatMap((module) => Object.values(module))) as Catalog<MessageKey>;

/** The features taken (for the test that keeps this list and SERVER_CATALOGS in step); `errors-rental.ts` is a part of `errors`. */
export const urduFeatures = [...new Set(Object.keys(modules).map((path) => path.replace(/^.*\//, '').replace(/\.ts$/, '').replace(/-.*$/, '')))];
