// Two cookies that tell the server, before any script runs, whether the page it draws for a
// signed-out English reader is the page this browser will show: `locale` (the chosen language)
// and `signed_in`. When either differs, the server sends the empty shell instead and the app draws
// the page itself, so nobody sees an English or signed-out page flip into theirs
// (docs/decisions/0026-server-rendered-pages.md). They carry no identity and no token.
import { useLocale } from './i18n/store';
import { useSession } from './session';

const YEAR = 365 * 24 * 60 * 60;

function write(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** Writes the cookies now and whenever the language or the session changes. */
export function keepPageHints() {
  const sync = () => {
    write('locale', useLocale.getState().locale);
    write('signed_in', useSession.getState().isAuthenticated ? '1' : '0');
  };
  sync();
  useLocale.subscribe(sync);
  useSession.subscribe(sync);
}
