// A page drawn by the server is inert until the app has adopted all of it (decision 0026). React
// adopts the page's shell first and each <Suspense> part of it later, on its own: lifting `inert`
// with the shell would let a tap land on a part not yet adopted, where it is lost (a star given,
// then forgotten). So each part the server draws carries a hidden mark, and the root comes alive
// once every mark drawn has been adopted.
import { Suspense, useId, useLayoutEffect, type ReactNode } from 'react';

const MARK = 'data-adopted';
const adopted = new Set<string>();
let root: HTMLElement | null = null;

function check(): boolean {
  if (!root || adopted.size < root.querySelectorAll(`[${MARK}]`).length) return false;
  root.removeAttribute('inert');
  return true;
}

/**
 * The app has adopted its shell in `container`: it comes alive once every part is adopted too. A
 * drawn part the app removes before adopting it (a side panel a phone does not show, with a slot
 * piece in it) leaves no mark to wait for: removals are watched until the page is alive.
 */
export function shellAdopted(container: HTMLElement): void {
  root = container;
  if (check()) return;
  const watch = new MutationObserver(() => {
    if (check()) watch.disconnect();
  });
  watch.observe(container, { childList: true, subtree: true });
}

function Mark() {
  const id = useId();
  useLayoutEffect(() => {
    adopted.add(id);
    check();
  }, [id]);
  return <span hidden {...{ [MARK]: '' }} />;
}

/** `<Suspense>` for a part of the shell the server draws: the page is alive only once it is adopted. */
export function DrawnPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <Mark />
    </Suspense>
  );
}
