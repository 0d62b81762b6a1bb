// The web loads each feature's English texts with the code that names its keys (web/vite-catalogs.ts)
// and Urdu's texts for the web in one piece (urdu.ts), never the server's own catalogs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from '@carrental/shared';
import { catalogFeatures, featuresUsedBy } from '../../../vite-catalogs';
import { english } from './english';
import { SERVER_CATALOGS, ur, urduFeatures } from './urdu';
import { useT } from '.';

const webSrc = resolve(__dirname, '../..');
function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

describe('catalog loading', () => {
  const features = catalogFeatures();

  it('finds the features a module names, literally or as a template prefix, and nothing else', () => {
    const code = "t('cars.search.found'); t(`bookings.status.${s}`); t(\"layout.nav.home\"); import x from './cars.js'; 'nothing.here'; \"home.\"";
    expect(featuresUsedBy(code, features)).toEqual(['bookings', 'cars', 'home', 'layout']);
  });

  it('knows every feature of the English catalog', () => {
    const keys = new Set(Object.keys(en).map((key) => key.slice(0, key.indexOf('.'))));
    expect([...features].sort()).toEqual([...keys].sort());
  });

  it('gives the web no module that names a key of a server catalog', () => {
    const offenders = [...sourceFiles(webSrc)].flatMap((file) =>
      featuresUsedBy(readFileSync(file, 'utf8'), features)
        .filter((feature) => SERVER_CATALOGS.includes(feature))
        .map((feature) => `${file.slice(webSrc.length + 1)}: ${feature}`),
    );
    expect(offenders).toEqual([]);
  });

  it('loads Urdu for every feature but the server catalogs, all of their keys', () => {
    expect(urduFeatures.sort()).toEqual([...features].filter((feature) => !SERVER_CATALOGS.includes(feature)).sort());
    const webKeys = Object.keys(en).filter((key) => !SERVER_CATALOGS.includes(key.slice(0, key.indexOf('.'))));
    expect(Object.keys(ur).sort()).toEqual(webKeys.sort());
  });

  it('has the English texts of the modules loaded so far, from the shared catalog', () => {
    // This file names layout and common keys, so the build gave it those two catalogs (and no other).
    expect(useT).toBeTypeOf('function');
    const key: MessageKey = 'layout.language.switchTo';
    expect(english[key]).toBe(en[key]);
    expect(english['common.cancel']).toBe(en['common.cancel']);
    expect(Object.keys(english).filter((k) => SERVER_CATALOGS.some((feature) => k.startsWith(`${feature}.`)))).toEqual([]);
  });
});
