// What a page the server drew says about itself (decision 0049): the reader it was drawn for and
// the data it was drawn from (`<script id="page-state">`). The app adopts the drawing only when it
// is this browser's own first render: the same language and the same reader, signed out or the
// same user in the same mode with the same details.
import type { DehydratedState } from '@tanstack/react-query';
import type { Locale, Role, SessionUser } from '@carrental/shared';

export interface DrawnFor {
  locale: Locale;
  /** The signed-in reader the server checked the session cookie of; null: signed out. */
  session: { user: SessionUser; loggedInAs: Role } | null;
}

export interface DrawnState {
  reader: DrawnFor;
  queries: DehydratedState;
}

const sameUser = (a: SessionUser, b: SessionUser) =>
  a.id === b.id && a.name === b.name && a.email === b.email && a.phone === b.phone && a.emailVerified === b.emailVerified && a.roles.join() === b.roles.join();

/** Whether `drawn` is the page this browser draws first, for `reader`. */
export function drawnFor(drawn: DrawnFor, reader: DrawnFor): boolean {
  if (drawn.locale !== reader.locale) return false;
  if (!drawn.session || !reader.session) return !drawn.session && !reader.session;
  return drawn.session.loggedInAs === reader.session.loggedInAs && sameUser(drawn.session.user, reader.session.user);
}
