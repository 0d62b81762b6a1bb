// The state of one page the server draws (decision 0049). In the browser the app has one reader, so
// the session, the language and the way requests leave are the module's own. The server draws pages
// for many readers at once, so there each of these belongs to the drawing under way: the renderer
// (src/entry-server.tsx) runs every drawing inside its own scope (Node's AsyncLocalStorage, which
// follows the drawing through its awaits and through the query client's fetches) and tells this
// module, once when it loads, how to find it. Nothing here is written while a page is drawn.
import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

export interface Drawing {
  /** Answers the page's API requests, in the server's own process, as this reader. */
  transport: typeof fetch;
  /** This drawing's own stores (the session, the language), by name. */
  stores: ReadonlyMap<string, StoreApi<unknown>>;
}

let find: () => Drawing | undefined = () => undefined;

/** Called once by the server's renderer as it loads: how to find the drawing under way. */
export function findDrawingWith(finder: () => Drawing | undefined): void {
  find = finder;
}

/** The drawing under way on the server; undefined in the browser. */
export const currentDrawing = (): Drawing | undefined => find();

/** A zustand store used as a hook (`useX(selector)`) and from outside React (`useX.getState()`). */
export interface ScopedStore<S> {
  (): S;
  <T>(selector: (state: S) => T): T;
  getState(): S;
  setState: StoreApi<S>['setState'];
  subscribe: StoreApi<S>['subscribe'];
}

/**
 * The browser's store, except while the server draws a page: then that drawing's store named
 * `name`. Its server snapshot is its current state (not zustand's initial one), so the browser
 * adopts a drawn page with what it has set up before adopting it (Urdu's catalog, say).
 */
export function scopedStore<S>(name: string, browser: StoreApi<S>): ScopedStore<S> {
  const store = () => (find()?.stores.get(name) as StoreApi<S> | undefined) ?? browser;
  function useScopedStore<T>(selector?: (state: S) => T): T | S {
    const api = store();
    const read = () => (selector ? selector(api.getState()) : api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  }
  return Object.assign(useScopedStore as ScopedStore<S>, {
    getState: () => store().getState(),
    setState: ((...args: Parameters<StoreApi<S>['setState']>) => store().setState(...args)) as StoreApi<S>['setState'],
    subscribe: (listener: Parameters<StoreApi<S>['subscribe']>[0]) => store().subscribe(listener),
  });
}
