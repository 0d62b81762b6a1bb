// What tells the server, before any script runs, which page to draw for this browser (decisions
// 0026, 0049):
// - `locale` (the language) and `signed_in` (1 or 0), written here: they carry no identity and no
//   token. `signed_in=0` also vetoes a signed-in drawing, so a sign-out that could not reach the
//   server (offline) never leaves the last user's pages drawn for the next reader;
// - the session cookie, which script cannot read: the server sets it (HttpOnly) when the app hands
//   it the session's token (`POST /api/auth/page-session`) and clears it at sign-out. The server
//   reads it only to draw GET pages for that user; the API keeps the bearer token.
import { api } from './api';
import { useLocale } from './i18n/store';
import { useSession } from './session';

const YEAR = 365 * 24 * 60 * 60;

function write(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** Hands the server the session's token for drawing this reader's pages, or ends that. */
function tellServer(token: string | null) {
  void (token ? api.post('/auth/page-session') : api.del('/auth/page-session')).catch(() => undefined);
}

/**
 * Writes the cookies now and whenever the language or the session changes. `drawnSignedIn`: this
 * page was drawn for this signed-in reader, so the server has the session's cookie already.
 */
export function keepPageHints(drawnSignedIn = false) {
  let token = useSession.getState().token;
  const sync = () => {
    write('locale', useLocale.getState().locale);
    write('signed_in', useSession.getState().isAuthenticated ? '1' : '0');
  };
  sync();
  if (token && !drawnSignedIn) tellServer(token);
  useLocale.subscribe(sync);
  useSession.subscribe((state) => {
    sync();
    if (state.token !== token) tellServer((token = state.token));
  });
}
