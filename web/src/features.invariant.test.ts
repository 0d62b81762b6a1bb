// @vitest-environment node
// ARCHITECTURE's invariant "a web feature imports no other feature's components" (decision 0052)
// for the imports the lint rule cannot judge: relative ones. A file of a feature may reach into
// another feature's folder only for its data (`api` or `keys`), the same as through `@/features/…`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const features = fileURLToPath(new URL('./features', import.meta.url));

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Every relative import of `file` that lands in another feature's folder, as `feature/path`. */
function crossings(file: string, text: string): string[] {
  const own = relative(features, file).split(sep)[0];
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => relative(features, resolve(dirname(file), specifier)).split(sep).join('/'))
    .filter((target) => !target.startsWith('..') && target.split('/')[0] !== own)
    .filter((target) => !/^[^/]+\/(api|keys)(\.tsx?)?$/.test(target));
}

describe('web features', () => {
  it('reach into no other feature by a relative import, except for its api or keys', () => {
    const found: string[] = [];
    for (const file of sources(features)) {
      for (const target of crossings(file, readFileSync(file, 'utf8'))) found.push(`${relative(features, file)} → ${target}`);
    }
    expect(found).toEqual([]);
  });

  it('recognises such an import (the check can fail)', () => {
    const file = join(features, 'cars', 'photos', 'Strip.tsx');
    expect(crossings(file, "import { Panel } from '../../bookings/Panel';\nimport x from '../CarForm';\nconst y = import('../../bookings/api');")).toEqual(['bookings/Panel']);
  });
});
