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
import { shellAdopted } from './lib/adoption';
import { drawnFor, type DrawnFor, type DrawnState } from './lib/drawnPage';
import { keepPageHints } from './lib/pageHints';
import { useSession } from './lib/session';
import { loadRtlCache } from './lib/i18n';
import { localeReady, useLocale } from './lib/i18n/store';
import { adoptingDrawnPage } from './lib/useHydrated';

/** This browser's reader: its language and its stored session. */
function thisReader(): DrawnFor {
  const { user, loggedInAs } = useSession.getState();
  return { locale: useLocale.getState().locale, session: user && loggedInAs ? { user, loggedInAs } : null };
}

/**
 * A page the server drew (decisions 0026, 0049) comes with the reader it was drawn for and the data
 * it was drawn from. The app starts from that data with the screen's code loaded first, so its
 * first render is the same page and React adopts (hydrates) the server's drawing. A drawing for
 * another reader (cookies that had not caught up with this browser's storage) is not adopted: the
 * app asks for its own answers and draws the page itself.
 */
function serverState(): DehydratedState | undefined {
  const script = document.getElementById('page-state');
  if (!script?.textContent) return undefined;
  try {
    const drawn = JSON.parse(script.textContent) as DrawnState;
    return drawnFor(drawn.reader, thisReader()) ? drawn.queries : undefined;
  } catch {
    return undefined;
  }
}

/** Lifts `inert` from the root once the live page is in it, every part of it (the server's drawing was inert). */
function TakeOver({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => shellAdopted(container), [container]);
  return null;
}

async function start() {
  const state = serverState();
  keepPageHints(state !== undefined && useSession.getState().isAuthenticated);
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
  // Urdu's texts and its right-to-left styles are in before the first render, as they were in the drawing.
  await Promise.all([preloadPage(window.location.pathname).catch(() => undefined), localeReady, useLocale.getState().locale === 'ur' ? loadRtlCache() : undefined]);
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
