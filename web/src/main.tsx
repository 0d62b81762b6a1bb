import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { DehydratedState } from '@tanstack/react-query';
// Self-hosted Inter, Latin only, the four weights the theme uses (font-display: swap). index.html
// preloads 400 and 800, the first screen's body and headline; "Inter Fallback" there keeps the
// text's size while the fonts arrive.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { keepPageHints } from './lib/pageHints';

/**
 * A page the server drew (public pages for a signed-out English reader, decision 0026) comes with
 * the data it was drawn from. The app starts from that data with the screen's code loaded first, so
 * its first render is the same page, drawn by React, and replaces the server's without a loading
 * state in between.
 */
function serverState(): DehydratedState | undefined {
  const script = document.getElementById('page-state');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

async function start() {
  keepPageHints();
  const state = serverState();
  if (state) await preloadPage(window.location.pathname).catch(() => undefined);
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  // At once rather than in a later task: the server's drawing is replaced by the live page in one
  // step, which then takes taps and typing (the drawing was inert).
  flushSync(() =>
    root.render(
      <StrictMode>
        <App state={state} />
      </StrictMode>,
    ),
  );
  container.removeAttribute('inert');
}
void start();

// Installable, and says so when offline (public/sw.js caches only static files, never API answers).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
