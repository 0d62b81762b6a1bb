// The outbox as a screen sees it: what still waits to be sent, whether the browser is online, and
// sending whenever the connection returns (or something new is queued while online).
import { useCallback, useEffect, useState } from 'react';
import { drainOutbox, onOutboxChange, pendingItems, type OutboxItem } from './outbox';

export function useOutbox(bookingId: string, onSent: () => void) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));

  const refresh = useCallback(async () => {
    setItems((await pendingItems()).filter((item) => item.bookingId === bookingId));
  }, [bookingId]);

  const send = useCallback(async () => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    const sent = await drainOutbox();
    if (sent > 0) onSent();
  }, [onSent]);

  useEffect(() => {
    void refresh();
    const stop = onOutboxChange(() => {
      void refresh();
    });
    const up = () => {
      setOnline(true);
      void send();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void send();
    return () => {
      stop();
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [refresh, send]);

  return { items, online, send };
}
