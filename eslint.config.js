import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralUiText from './eslint/no-literal-ui-text.js';

// Every source file of the web app: its texts are all in the catalogs (a new feature is covered
// without being listed anywhere).
const TRANSLATED = ['web/src/**/*.{ts,tsx}'];

// Syntax refused everywhere in the sources: one date format (decision 0025) and no replacement
// strings built from data (issue 37).
const EVERYWHERE = [
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
    message: 'Format dates with the shared formatter (formatDate/formatDateTime, or date() of useI18n).',
  },
  {
    selector: "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: 'Format dates with the shared formatter (formatDate/formatDateTime, or date() of useI18n).',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: 'Format dates with the shared formatter (formatDate/formatDateTime/formatMonth, or date() of useI18n).',
  },
  {
    // A replacement string reads `$&`, `$'` and `` $` `` as "insert the match / the rest of the
    // text": data in it (a car's name) can multiply a page (issue 37). Only a plain literal
    // without `$` may be a replacement string; anything else is a function.
    selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression)$/]",
    message: 'Pass a function as the replacement: a replacement string reads $& $` $\' in data as the match or the rest of the text.',
  },
  {
    selector: "CallExpression[callee.property.name=/^replace(All)?$/] > Literal.arguments:nth-child(2)[value=/\\$[&`'<]/]",
    message: 'A replacement string with $& $` $\' $< inserts text from the input: pass a function.',
  },
];

// Syntax refused in server features: every transaction is the unit of work (`ctx.transaction`,
// decision 0028), which delivers the events it emitted once it committed.
const IN_SERVER_FEATURES = [
  // Every domain function knows who calls: a signed-in Actor, or ANONYMOUS for public reads (a
  // `Caller`); never a null that each policy must remember to check.
  {
    selector: "TSUnionType:has(TSTypeReference > Identifier[name=/^(Actor|Caller)$/]):has(TSNullKeyword)",
    message: 'Take an Actor (signed in) or a Caller (ANONYMOUS for public reads), never null.',
  },
  {
    selector: "TSUnionType:has(TSTypeReference > Identifier[name=/^(Actor|Caller)$/]):has(TSUndefinedKeyword)",
    message: 'Take an Actor (signed in) or a Caller (ANONYMOUS for public reads), never undefined.',
  },
  {
    selector: "CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
    message: 'Open a transaction with ctx.transaction (the unit of work: deadlock retry, events after commit).',
  },
  {
    selector: "CallExpression[callee.property.name='transaction'][callee.object.name=/^(tx|db|sp)$/]",
    message: 'Open a transaction with ctx.transaction, a savepoint with ctx.events.savepoint.',
  },
];

/** Imports reaching another server feature other than through its surface, from `depth` folders below server/src. */
function serverSurfaceRule(depth, test) {
  const surface = `index|service|queries|policy|presenter|events${test ? '|test-support' : ''}`;
  return [
    'error',
    {
      patterns: [
        {
          regex: `^(?:\\.\\./){${depth}}(?!db/|http/|jobs/|mail/|storage/|payments/providers/|auth/actor\\.js$)[a-z-]+/(?!(${surface})\\.js$)`,
          message: test
            ? 'Import another server feature through its public surface (or its test-support.ts in a test).'
            : 'Import another server feature through its public surface: index.ts, service.ts, queries.ts, policy.ts, presenter.ts or events.ts.',
        },
      ],
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'server/bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Features talk to each other only through their public index (web/src/features/<name>/index.ts)
      // for screens and components, and through their api.ts for query options, keys and mutation
      // hooks (an api.ts imports no other feature, so reading another feature's data makes no loop).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*', '!@/features/*/api', '!@/features/*/keys'], message: 'Import another feature through its index (@/features/<name>), its api or its query keys (@/features/<name>/api, /keys).' },
            { group: ['@/app/*'], message: 'Features must not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // Features compose through slots (decision 0052): a feature imports no other feature's
    // components, neither its index nor its files; across features only data, through the other's
    // api.ts (query options, keys, mutation hooks) or keys.ts. What a page shows of another
    // feature is a <Slot> that feature fills from its routes.tsx; shared pieces live in
    // web/src/components, web/src/lib or shared/.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+(?:/(?!(?:api|keys)$).*)?$',
              message: 'Features compose through slots (decision 0052): import only another feature\'s data (@/features/<name>/api or /keys); show its parts through a <Slot> it fills.',
            },
            { group: ['@/app/*'], message: 'Features must not depend on the app shell.' },
          ],
        },
      ],
    },
  },
  {
    // The web tests' render helper gives the pages the app's one slot table (decision 0052).
    files: ['web/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*/*', '!@/features/*/api', '!@/features/*/keys'], message: 'Import a feature through its index, its api or its query keys.' }], paths: [] },
      ],
    },
  },
  {
    // The one list of features reads each feature's route declaration.
    files: ['web/src/features.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*/*', '!@/features/*/routes'], message: 'The feature list reads only each feature\'s routes.' }] }] },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: {
      // A feature's query keys module (keys.ts) is light by design: the header's navigation reads the
      // caller's staff memberships through it without loading the staff feature's screens.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*/*', '!@/features/*/keys'], message: 'Import a feature through its index (or its query keys, /keys).' }] }],
    },
  },
  // Server features (server/src/<feature>/) use each other only through a public surface:
  // index.ts, service.ts (domain operations), queries.ts (reads), policy.ts (canX rules),
  // presenter.ts and events.ts (its events' payloads); tests also test-support.ts. db/, http/,
  // jobs/, the mail and storage adapters, the payment providers and auth/actor.ts are for
  // everyone. The rule is written per folder depth inside a feature (payments/providers/<name>/
  // is three folders down), so that a file's own sub-folders stay open to it.
  ...[1, 2, 3, 4].flatMap((depth) => [
    { files: [`server/src/${'*/'.repeat(depth)}*.ts`], rules: { 'no-restricted-imports': serverSurfaceRule(depth, false) } },
    {
      files: [`server/src/${'*/'.repeat(depth)}*.test.ts`, `server/src/${'*/'.repeat(depth)}test-support.ts`],
      rules: { 'no-restricted-imports': serverSurfaceRule(depth, true) },
    },
  ]),
  {
    // One date format and one date-time format (decision 0025): dates are shown only through the
    // shared formatter (shared/src/i18n/format.ts; `date()` of useI18n on the web).
    files: ['shared/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/i18n/format.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE] },
  },
  {
    files: ['server/src/*/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/mail/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE, ...IN_SERVER_FEATURES] },
  },
  {
    // Reading the wall clock in a zone and checking a zone name are not display.
    files: ['shared/src/time.ts', 'server/src/config.ts', 'server/src/availability/ical-zones.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The web's tests answer requests through Mock Service Worker's handlers (web/src/test/server.ts):
    // one way to stand in for the API, so no test replaces fetch itself.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.object.name='vi'][callee.property.name='stubGlobal'][arguments.0.value='fetch']",
        message: "Answer requests with stubApi or answerRequests (web/src/test), not by replacing fetch.",
      }],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.tsx', 'web/src/test/**'],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
);
