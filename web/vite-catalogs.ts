// Loads each feature's English texts with the code that uses them (docs/decisions/0019 and 0021).
// Every module of web/src that names a key of a feature's catalog (`'cars.search.found'`, or a
// template prefix such as `` `bookings.status.${s}` ``) gets an import of a small generated module
// that adds shared/src/i18n/en/<feature>.ts to the page's English texts (src/lib/i18n/english.ts).
// The bundler then puts each catalog in the chunk of the screens that use it: the first page
// carries only the shell's and the home page's texts, and no page carries the server's catalogs.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const catalogs = join(here, '../shared/src/i18n/en/');
const english = join(here, 'src/lib/i18n/english.ts');
const PREFIX = 'virtual:catalog/';
/** A key's feature: the start of a quoted text, up to its first dot. */
const KEY_START = /['"`]([a-z][A-Za-z]*)\./g;

/** The features named in a module's code that have an English catalog. */
export function featuresUsedBy(code: string, features: ReadonlySet<string>): string[] {
  const used = new Set<string>();
  for (const match of code.matchAll(KEY_START)) if (features.has(match[1]!)) used.add(match[1]!);
  return [...used].sort();
}

export const catalogFeatures = (): Set<string> =>
  // `<feature>-<part>.ts` is a part of a large catalog, joined by `<feature>.ts`.
  new Set(readdirSync(catalogs).filter((file) => file.endsWith('.ts') && file !== 'index.ts').map((file) => file.slice(0, -3).replace(/-.*$/, '')));

export function catalogsPlugin(): Plugin {
  let features = catalogFeatures();
  return {
    name: 'carrental:catalogs',
    enforce: 'pre',
    buildStart() {
      features = catalogFeatures();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const feature = id.slice(PREFIX.length + 1);
      if (!features.has(feature)) this.error(`no English catalog named ${feature}`);
      return [
        `import { ${feature} } from ${JSON.stringify(`${catalogs}${feature}.ts`)};`,
        `import { addEnglish } from ${JSON.stringify(english)};`,
        `addEnglish(${feature});`,
      ].join('\n');
    },
    transform(code, id) {
      if (!/\/web\/src\/.*\.tsx?$/.test(id) || id === english) return undefined;
      const used = featuresUsedBy(code, features);
      if (!used.length) return undefined;
      // On the first line, so line numbers stay as they were.
      return { code: used.map((feature) => `import '${PREFIX}${feature}';`).join('') + code, map: null };
    },
  };
}
