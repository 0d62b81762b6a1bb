// A booking's conversation: messages oldest first (older pages on demand), live through the
// notification stream, a box to write, and the caller's unread messages marked read when shown.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { MAX_MESSAGE_LENGTH, type Message } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useMarkRead, useSendMessage, useThread } from './api';
import { texts } from './texts';

const time = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Bubble({ message }: { message: Message }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }} data-testid="chat-message">
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: message.mine ? 'primary.main' : 'grey.100',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.body}</Typography>
        <Typography variant="caption" sx={{ opacity: 0.75 }}>
          {message.mine ? `${texts.you} · ` : ''}
          {time(message.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
}

export function ConversationPanel({ bookingId, masked }: { bookingId: string; masked: boolean }) {
  const thread = useThread(bookingId);
  const send = useSendMessage(bookingId);
  const markRead = useMarkRead(bookingId);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const pages = thread.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.messages) : []), [pages]);
  const canWrite = pages?.[0]?.canWrite ?? false;
  const lastId = messages.at(-1)?.id;
  const lastMine = messages.at(-1)?.mine;

  // Shown is read: mark it when a new message from the other side is on screen.
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (lastId && canWrite && lastMine === false) mark();
  }, [lastId, lastMine, canWrite, mark]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  const submit = () => {
    const body = draft.trim();
    if (!body) return;
    send.mutate(
      { body },
      {
        onSuccess: () => setDraft(''),
        onError: (error) => toast.error(errorMessage(error, texts.sendFailed)),
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-label={texts.conversationTitle}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{texts.conversationTitle}</Typography>
        {thread.isError ? (
          <Alert severity="error">{texts.conversationLoadFailed}</Alert>
        ) : (
          <Stack spacing={1} sx={{ maxHeight: 420, overflowY: 'auto', mb: 2 }} aria-live="polite" data-testid="conversation">
            {thread.hasNextPage && (
              <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
                {texts.olderMessages}
              </Button>
            )}
            {!thread.isPending && messages.length === 0 && <Typography color="text.secondary">{texts.conversationEmpty}</Typography>}
            {messages.map((m) => <Bubble key={m.id} message={m} />)}
            <div ref={end} />
          </Stack>
        )}
        {canWrite ? (
          <Box component="form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <TextField
              label={texts.placeholder}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  submit();
                }
              }}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
            />
            <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="caption" color="text.secondary">{masked ? texts.maskNote : ''}</Typography>
              <Button type="submit" variant="contained" disabled={send.isPending || !draft.trim()}>{texts.send}</Button>
            </Stack>
          </Box>
        ) : (
          !thread.isPending && <Typography variant="body2" color="text.secondary">{texts.readOnly}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
