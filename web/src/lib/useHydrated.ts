// False while the server draws a page and while the browser adopts that drawing (hydration), true
// in every render after it, and from the start when the browser draws the page itself. A screen
// that depends on the window (its width) draws for both widths with CSS until then, so the
// server's drawing, the browser's first render and the screen agree (decision 0026).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
