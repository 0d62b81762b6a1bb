// The English texts the page has loaded so far. Each feature's catalog
// (shared/src/i18n/en/<feature>.ts) is added by the code that uses one of its keys: the build
// (web/vite-catalogs.ts) gives every module that names a key `'<feature>.…'` an import of that
// feature's catalog, so a screen's texts load with the screen's chunk and the first page carries
// only the shell's and the home page's (docs/decisions/0019-web-performance.md).
import type { Catalog, MessageKey } from '@carrental/shared';

export const english: Catalog<MessageKey> = {} as Catalog<MessageKey>;

/** Adds a feature's English catalog (called by the build's generated imports only). */
export function addEnglish(catalog: Readonly<Record<string, string>>) {
  Object.assign(english, catalog);
}
