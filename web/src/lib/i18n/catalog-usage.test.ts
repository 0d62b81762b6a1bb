// Every key of the catalogs is used somewhere in the code (web, server or shared), literally or
// under a prefix built at run time (`status.${value}`), so the catalogs hold no dead text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@carrental/shared';

const root = resolve(__dirname, '../../../..');
const SOURCES = ['web/src', 'server/src', 'shared/src'];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'i18n' || !dir.endsWith('shared/src')) yield* sourceFiles(path);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      yield path;
    }
  }
}

describe('message catalogs', () => {
  it('have no key that the code never uses', () => {
    const code = SOURCES.flatMap((dir) => [...sourceFiles(join(root, dir))]).map((file) => readFileSync(file, 'utf8')).join('\n');
    const prefixes = [...code.matchAll(/`([a-z][\w]*(?:\.[\w]+)*\.)\$\{/g)].map((m) => m[1]!);
    const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });
});
