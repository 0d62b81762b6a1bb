// A page drawn by the server is inert until the app has adopted all of it (decision 0026). React
// adopts the page's shell first and each <Suspense> part of it later, on its own: lifting `inert`
// with the shell would let a tap land on a part not yet adopted, where it is lost (a star given,
// then forgotten). So each part the server draws carries a hidden mark, and the root comes alive
// once every mark drawn has been adopted.
import { Suspense, useId, useLayoutEffect, type ReactNode } from 'react';

const MARK = 'data-adopted';
const adopted = new Set<string>();
let root: HTMLElement | null = null;

function check() {
  if (root && adopted.size >= root.querySelectorAll(`[${MARK}]`).length) root.removeAttribute('inert');
}

/** The app has adopted its shell in `container`: it comes alive once every part is adopted too. */
export function shellAdopted(container: HTMLElement): void {
  root = container;
  check();
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
