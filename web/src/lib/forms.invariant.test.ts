// @vitest-environment node
// ARCHITECTURE's invariant "every form validates through useZodForm": a screen file that draws a
// form (`<form>` or `component="form"`) calls `useZodForm`. The one exception is named with its
// reason; a new form outside the rule fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Forms that may check their values by hand, and why. */
const EXCEPTIONS: Record<string, string> = {
  // The home page's search: the first page of every visitor loads no zod (decision 0027); its
  // values are a city and optional dates that the search page checks again with the shared schema.
  'features/home/HeroSearch.tsx': 'first page without zod',
};

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const drawsForm = (text: string) => /<form[\s>]|component="form"/.test(text);

describe('forms', () => {
  const files = [...screenFiles(join(root, 'features')), ...screenFiles(join(root, 'components'))];

  it('finds the forms it checks (the scan itself works)', () => {
    expect(files.filter((file) => drawsForm(readFileSync(file, 'utf8'))).length).toBeGreaterThan(20);
  });

  it('every form validates through useZodForm, but the named exceptions', () => {
    const byHand = files
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return drawsForm(text) && !/\buseZodForm\s*[<(]/.test(text);
      })
      .map((file) => relative(root, file).split('\\').join('/'));
    expect(byHand.sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
