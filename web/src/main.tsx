import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
import { useSession } from './lib/session';
import { currentLocale } from './lib/i18n/store';
import { adoptingDrawnPage } from './lib/useHydrated';

/**
 * A page the server drew (public pages for a signed-out English reader, decision 0026) comes with
 * the data it was drawn from. The app starts from that data with the screen's code loaded first, so
 * its first render is the same page and React adopts (hydrates) the server's drawing.
 */
function serverState(): DehydratedState | undefined {
  // Drawn for a signed-out English reader; a browser whose cookies had not said otherwise yet (a
  // session from before them) asks for its own answers instead.
  if (useSession.getState().isAuthenticated || currentLocale() !== 'en') return undefined;
  const script = document.getElementById('page-state');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

/** Lifts `inert` from the root once the live page is in it (the server's drawing was inert). */
function TakeOver({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

async function start() {
  keepPageHints();
  const state = serverState();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App state={state} />
      <TakeOver container={container} />
    </StrictMode>
  );
  if (!state) {
    createRoot(container).render(app);
    return;
  }
  await preloadPage(window.location.pathname).catch(() => undefined);
  adoptingDrawnPage();
  // The app's first render is the server's drawing, so React adopts the drawn elements instead of
  // building them again; as a transition, in slices, so a slow phone's main thread is never held
  // for the whole page. Were they to differ, React draws the page afresh and reports it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
void start();

// Installable, and says so when offline (public/sw.js caches only static files, never API answers).
// After the page has loaded; on a page the server drew, the app itself may start after that
// (web/public/page-start.js waits for the main picture), so it registers at once then.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
