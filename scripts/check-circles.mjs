// Fails when an import circle appears in a source tree, type imports included (issue 28): the
// features depend on the platform (db, http, events, jobs, context), never the other way round,
// and on each other only one way. Run by `npm run lint`.
import madge from 'madge';

const TREES = [
  { dir: 'server/src', tsConfig: 'server/tsconfig.json' },
  { dir: 'shared/src', tsConfig: 'shared/tsconfig.json' },
  { dir: 'web/src', tsConfig: 'web/tsconfig.json' },
];

let failed = false;
for (const { dir, tsConfig } of TREES) {
  const result = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig,
    excludeRegExp: [/\.test\.tsx?$/, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const circles = result.circular();
  if (circles.length === 0) {
    console.log(`${dir}: no import circles`);
    continue;
  }
  failed = true;
  console.error(`${dir}: ${circles.length} import circle(s):`);
  for (const circle of circles) console.error(`  ${circle.join(' > ')}`);
}
process.exit(failed ? 1 : 0);
