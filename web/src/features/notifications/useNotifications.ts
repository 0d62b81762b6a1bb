// The bell's data: the list and unread count for the current mode, polled every 60 s (spec §4),
// plus new notifications pushed over the event stream the moment they are written.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  audienceMatches,
  notificationStreamEventSchema,
  type Notification,
  type NotificationFetchType,
} from '@carrental/shared';
import { api } from '@/lib/api';
import { messageKeys } from '@/features/messages/api';
import { useSession } from '@/lib/session';
import { connectEventStream } from './eventStream';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['notifications'] as const;

/** Spec §9: notifications are polled every 60 seconds while logged in. */
export const POLL_INTERVAL_MS = 60_000;
export const STREAM_URL = '/api/notifications/stream';

const LIST_PATH: Record<NotificationFetchType, string> = {
  user: '/notifications',
  services: '/notifications/services',
  all: '/notifications/all',
};

export const notificationKeys = {
  all: ROOT,
  ofType: (type: NotificationFetchType) => [...ROOT, type] as const,
  list: (type: NotificationFetchType) => [...ROOT, type, 'list'] as const,
  unread: (type: NotificationFetchType) => [...ROOT, type, 'unread'] as const,
};

/** Vendor-mode users see type 'all', everyone else 'user' (spec §4). */
export const fetchTypeFor = (loggedInAs: string | null | undefined): NotificationFetchType =>
  loggedInAs === 'VENDOR' ? 'all' : 'user';

export function useNotifications() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const loggedInAs = useSession((s) => s.loggedInAs);
  const enabled = !!token;
  const type = fetchTypeFor(loggedInAs);

  const list = useQuery({
    queryKey: notificationKeys.list(type),
    queryFn: () => api.get<Notification[]>(LIST_PATH[type]),
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
  });
  const unread = useQuery({
    queryKey: notificationKeys.unread(type),
    queryFn: () => api.get<{ count: number }>(`/notifications/unread-count?type=${type}`),
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
  });

  // Failures are logged only: the bell stays quiet (spec §8).
  useEffect(() => {
    if (list.error) console.error('Failed to fetch notifications', list.error);
  }, [list.error]);

  useEffect(() => {
    if (!token) return;
    let opened = false;
    return connectEventStream({
      url: STREAM_URL,
      token,
      // After a reconnect (not the first open), catch up on anything the replay could not cover.
      onOpen: () => {
        if (opened) void queryClient.invalidateQueries({ queryKey: notificationKeys.ofType(type) });
        opened = true;
      },
      onMessage: (message) => {
        // A chat message (issue 17): the messages feature's data is refreshed through its root.
        if (message.event === 'message') {
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          return;
        }
        if (message.event !== 'notification') return;
        const parsed = notificationStreamEventSchema.safeParse(safeJson(message.data));
        if (!parsed.success || !audienceMatches(type, parsed.data.audience)) return;
        const { cursor: _cursor, audience: _audience, ...notification } = parsed.data;
        let added = false;
        queryClient.setQueryData<Notification[]>(notificationKeys.list(type), (old = []) => {
          if (old.some((n) => n.id === notification.id)) return old;
          added = true;
          return [notification, ...old];
        });
        if (added && !notification.read) {
          queryClient.setQueryData<{ count: number }>(notificationKeys.unread(type), (old) => ({ count: (old?.count ?? 0) + 1 }));
        }
      },
    });
  }, [token, type, queryClient]);

  const markRead = useMutation({
    mutationFn: (id: string) => api.put<Notification>(`/notifications/${id}/read`),
    onMutate: (id) => {
      let wasUnread = false;
      queryClient.setQueryData<Notification[]>(notificationKeys.list(type), (old = []) =>
        old.map((n) => {
          if (n.id !== id || n.read) return n;
          wasUnread = true;
          return { ...n, read: true };
        }),
      );
      if (wasUnread) {
        queryClient.setQueryData<{ count: number }>(notificationKeys.unread(type), (old) => ({ count: Math.max(0, (old?.count ?? 1) - 1) }));
      }
    },
    onError: (error) => console.error('Failed to mark notification as read', error),
  });

  const clearAll = useMutation({
    mutationFn: () => api.del<{ cleared: number }>(`/notifications?type=${type}`),
    onMutate: () => {
      queryClient.setQueryData<Notification[]>(notificationKeys.list(type), []);
      queryClient.setQueryData<{ count: number }>(notificationKeys.unread(type), { count: 0 });
    },
    onError: (error) => {
      console.error('Failed to clear notifications', error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.ofType(type) });
    },
  });

  return {
    type,
    /** The list's query, for its loading and empty states (QueryBoundary). */
    list,
    notifications: list.data ?? [],
    unreadCount: unread.data?.count ?? (list.data ?? []).filter((n) => !n.read).length,
    markRead: (id: string) => markRead.mutate(id),
    clearAll: () => clearAll.mutate(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
