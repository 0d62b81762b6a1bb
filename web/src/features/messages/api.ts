// Server state of the messages feature: the inbox (with the header's unread total), one booking's
// conversation, sending and marking read. New messages arrive over the notification stream, which
// invalidates this feature's root (see notifications/useNotifications).
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationList, Message, MessagePage, SendMessageInput, UploadedMessagePhoto } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { useSession } from '@/lib/session';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['messages'] as const;

/** The stream brings new messages at once; this poll is only a safety net. */
const POLL_MS = 60_000;

export const messageKeys = {
  all: ROOT,
  conversations: () => [...ROOT, 'conversations'] as const,
  thread: (bookingId: string) => [...ROOT, 'thread', bookingId] as const,
};

export const messageQueries = {
  conversations: (enabled = true) =>
    queryOptions({
      queryKey: messageKeys.conversations(),
      queryFn: ({ signal }) => api.get<ConversationList>('/conversations', { signal }),
      enabled,
      refetchInterval: POLL_MS,
    }),
};

export function useConversations() {
  const signedIn = useSession((s) => s.isAuthenticated);
  return useQuery(messageQueries.conversations(signedIn));
}

/** A conversation, newest page first; `fetchNextPage` loads older messages. */
export function useThread(bookingId: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(bookingId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(`/bookings/${bookingId}/messages`, { signal, query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
    refetchInterval: POLL_MS,
  });
}

export function useSendMessage(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    // One send, one message: a retry after a lost answer carries the same Idempotency-Key.
    mutationFn: useIdempotentFn((input: SendMessageInput, options) => api.post<Message>(`/bookings/${bookingId}/messages`, input, options)),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Uploads one photo for the next message (its progress is the upload's own, not a save). */
export function useUploadPhoto(bookingId: string) {
  return useMutation({
    mutationFn: (file: File) => api.upload<UploadedMessagePhoto>(`/bookings/${bookingId}/messages/photos`, file, { fileName: file.name }),
  });
}

export function useMarkRead(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ unreadCount: number }>(`/bookings/${bookingId}/messages/read`),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.conversations() }),
  });
}
