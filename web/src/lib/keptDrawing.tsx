// A part of a drawn page that the screen replaces or drops as soon as it is live (decision 0026):
// the car filters' side panel, drawn for every width because the server cannot know the reader's,
// and gone on a phone once the app knows the width. Adopting it would cost the phone's main thread
// a third of the search page for elements it is about to remove, so the browser keeps the server's
// elements as they are, without adopting them, until the screen draws what it chooses.
import type { ReactNode } from 'react';

const ATTRIBUTE = 'data-kept';

/**
 * On the server: `children` in a `<div data-kept={name}>` (`name` a plain word, one per page). In the browser, while it adopts a page
 * drawn with that element: the element, kept as drawn (React builds nothing inside it). Otherwise
 * (a page the browser draws itself): `children`, in the same element.
 */
export function KeptDrawing({ name, children }: { name: string; children: ReactNode }) {
  const props = { [ATTRIBUTE]: name };
  const drawn = typeof document !== 'undefined' && document.querySelector(`[${ATTRIBUTE}="${name}"]`) !== null;
  // React leaves an element's inner HTML alone while adopting it; nothing inside it is live.
  if (drawn) return <div {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div {...props}>{children}</div>;
}
