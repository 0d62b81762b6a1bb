// The page the service worker shows when a page cannot be fetched (web/public/sw.js stores it at
// install). It is written here from the catalogs, in English and in Urdu; /offline.js (no inline
// script: the Content-Security-Policy forbids one) shows the reader's language and makes
// "Try again" reload.
import { createTranslator, en, type Locale, type MessageKey } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { escapeHtml } from './html.js';

const TEXTS = { en: createTranslator('en', en), ur: createTranslator('ur', ur) };

function section(locale: Locale) {
  const t = (key: MessageKey) => escapeHtml(TEXTS[locale](key));
  // English shows until the script says the reader chose Urdu.
  return `<main lang="${locale}" dir="${locale === 'ur' ? 'rtl' : 'ltr'}"${locale === 'ur' ? ' hidden' : ''}>
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1>${t('app.offline.title')}</h1>
      <p>${t('app.offline.text')}</p>
      <button type="button" data-retry>${t('app.offline.retry')}</button>
    </main>`;
}

export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#0b5d3b" />
    <title>${escapeHtml(TEXTS.en('app.offline.title'))} — RentWheels</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; color: #1c2b24; background: #f6f8f7; }
      main { max-width: 28rem; padding: 2rem; text-align: center; }
      main[hidden] { display: none; }
      main[lang="ur"] { line-height: 2; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      p { line-height: 1.5; color: #3d4a44; }
      main[lang="ur"] p { line-height: 2.2; }
      button { margin-top: 1rem; padding: 0.75rem 1.5rem; font-size: 1rem; border: 0; border-radius: 8px; background: #0b5d3b; color: #fff; cursor: pointer; }
    </style>
    <script src="/offline.js" defer></script>
  </head>
  <body>
    ${section('en')}
    ${section('ur')}
  </body>
</html>
`;
}
