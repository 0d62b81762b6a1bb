// "Your email is verified" reaching every tab (decision 0035): the tab that verified refreshes the
// signed-in user (the stored session then changes in every tab) and says so on a broadcast
// channel; a tab still showing the banner asks the server again on that word and whenever it
// comes back into focus (the link may have been opened on another device).
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userQueries } from '@/features/users/api';
import { useSession } from '@/lib/session';

const CHANNEL = 'rentwheels-account';
const VERIFIED = 'email-verified';

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Asks the server for the signed-in user (no cached answer) and keeps it in the session. */
export function refreshSignedInUser(client: QueryClient) {
  if (!useSession.getState().isAuthenticated) return Promise.resolve();
  return client.fetchQuery({ ...userQueries.profile(), staleTime: 0 }).then(
    () => undefined,
    () => undefined,
  );
}

/** After a successful verification: refresh here and tell the other tabs. */
export function announceEmailVerified(client: QueryClient) {
  const out = channel();
  out?.postMessage(VERIFIED);
  out?.close();
  return refreshSignedInUser(client);
}

/** While `waiting`, refresh the user when another tab verified or when this one regains focus. */
export function useRefreshWhenVerified(waiting: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!waiting) return;
    const refresh = () => void refreshSignedInUser(client);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const listen = channel();
    if (listen) listen.onmessage = (event) => event.data === VERIFIED && refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      listen?.close();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waiting, client]);
}
