// False while the server draws a page and while the browser adopts that drawing (hydration), true
// in every render after it, and from the start when the browser draws the page itself. A screen
// that depends on the window (its width) draws for both widths with CSS until then, so the
// server's drawing, the browser's first render and the screen agree (decision 0026).
import { startTransition, useEffect, useState } from 'react';

let adopting = false;

/**
 * Called by the app's start before it adopts a drawn page. A screen that was adopted says when it
 * is live (its effect below): the page's lazy screen is adopted after the frame around it, in its
 * own Suspense boundary, so the frame's being live says nothing of the screen. (On an adopted page
 * without such a screen the flag stays up: a screen opened later draws both layouts for one render,
 * then switches, which costs a render and shows nothing different.)
 */
export function adoptingDrawnPage(): void {
  adopting = true;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !adopting);
  useEffect(() => {
    // The switch re-renders the screen; as a transition it is done in slices, so a slow phone's
    // main thread is not held for the whole page at once (useSyncExternalStore's switch is not).
    adopting = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
