// `npm run size:web`: what the browser downloads on a first visit, from the production build's
// manifest (web/dist/.vite/manifest.json, so run `npm run build` first). For the shell (index.html:
// the entry script, the chunks it imports and its CSS) and for each listed screen (the shell plus
// the screen's lazy chunk and what that imports), it prints raw and gzip sizes of JavaScript and CSS.
// Fonts and images are not counted: they load on demand. `--json` prints the figures as JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distAt = process.argv.indexOf('--dist');
const dist = distAt > 0 ? process.argv[distAt + 1] : fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The screens whose first load is reported: a name and the manifest key of its lazy module. */
const screens = [
  ['home (/)', []],
  ['cars (/cars)', ['src/features/cars/CarsPage.tsx']],
  ['car page (/cars/{id})', ['src/features/cars/CarDetailsPage.tsx']],
  ['service page (/services/{id})', ['src/features/services/ServiceDetailsPage.tsx']],
];

function collect(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    collect(chunk.imports ?? [], files);
  }
  return files;
}

function measure(files) {
  const total = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    total[kind] += body.length;
    total[`${kind}Gzip`] += gzipSync(body).length;
  }
  return total;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const results = screens.map(([name, lazy]) => {
  const files = collect(['index.html', ...lazy.filter((key) => manifest[key])]);
  return { name, files: [...files], ...measure(files) };
});
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    console.log(`${r.name.padEnd(32)} JS ${kb(r.jsGzip).padStart(9)} gzip (${kb(r.js)})   CSS ${kb(r.cssGzip).padStart(8)} gzip (${kb(r.css)})   ${r.files.length} files`);
  }
}
