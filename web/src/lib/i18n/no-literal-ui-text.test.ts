import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import tseslint from 'typescript-eslint';
// @ts-expect-error a plain JavaScript rule module without types
import rule from '../../../../eslint/no-literal-ui-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('no-literal-ui-text', rule, {
  valid: [
    { code: "const a = <p>{t('home.title')}</p>;" },
    { code: 'const a = <p> · {count} / {total} — </p>;' },
    { code: "const a = <Button aria-label={t('common.close')} />;" },
    { code: 'const a = <Box component="nav" sx={{ p: 2 }} />;' },
    { code: "const a = <a href=\"mailto:x@y.pk\">{EMAIL}</a>;" },
  ],
  invalid: [
    { code: 'const a = <p>Welcome back</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <IconButton aria-label="Close" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <TextField label={`Email`} />;', errors: [{ messageId: 'literal' }] },
    { code: "const a = <p>{busy ? 'Saving' : t('common.save')}</p>;", errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>{"اردو متن"}</p>;', errors: [{ messageId: 'literal' }] },
  ],
});
