// A booking's conversation: messages oldest first (older pages on demand), live through the
// notification stream, a box to write (checked with the server's `sendMessageSchema`), and the
// caller's unread messages marked read when shown.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { MAX_MESSAGE_LENGTH, MAX_MESSAGE_PHOTOS, isolateLtrRuns, sendMessageSchema, type Message, type UploadedMessagePhoto } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useZodForm } from '@/lib/useZodForm';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMarkRead, useSendMessage, useThread, useUploadPhoto } from './api';

function Bubble({ message }: { message: Message }) {
  const { t, date } = useI18n();
  const time = date(message.createdAt);
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
        {message.photos.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: message.body ? 0.5 : 0 }}>
            {message.photos.map((p, i) => (
              <a key={p.url} href={p.url} target="_blank" rel="noreferrer">
                <Box component="img" src={p.url} alt={t('inbox.conversation.photoAlt', { n: i + 1 })} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              </a>
            ))}
          </Box>
        )}
        {message.body && (
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="message-body">
            {isolateLtrRuns(message.body)}
          </Typography>
        )}
        <Typography variant="caption" sx={{ opacity: 0.75 }}>
          {message.mine ? `${t('inbox.conversation.you')} · ` : ''}
          {time}
        </Typography>
      </Box>
    </Box>
  );
}

export function ConversationPanel({ bookingId, masked }: { bookingId: string; masked: boolean }) {
  const thread = useThread(bookingId);
  const { t } = useI18n();
  const send = useSendMessage(bookingId);
  const markRead = useMarkRead(bookingId);
  const form = useZodForm(sendMessageSchema, { body: '', photoIds: [] as string[] });
  const [photos, setPhotos] = useState<UploadedMessagePhoto[]>([]);
  const uploadPhoto = useUploadPhoto(bookingId);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const pages = thread.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.messages) : []), [pages]);
  const lastId = messages.at(-1)?.id;
  const lastMine = messages.at(-1)?.mine;
  const canWrite = pages?.[0]?.canWrite ?? false;

  // Shown is read: mark it when a new message from the other side is on screen.
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (lastId && canWrite && lastMine === false) mark();
  }, [lastId, lastMine, canWrite, mark]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);
  // The photos uploaded for the message are part of what the form checks and sends.
  const { set } = form;
  useEffect(() => {
    set('photoIds', photos.map((p) => p.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photos]);

  const submit = form.submit(async (input) => {
    await send.mutateAsync(input);
    form.reset();
    setPhotos([]);
  }, t('inbox.conversation.sendFailed'));

  // The messages' box: empty while loading (the thread's height is its messages').
  const list = (content?: ReactNode) => (
    // A scrolling box is reachable by keyboard (it may hold no link or button to focus).
    <Stack spacing={1} sx={{ maxHeight: 420, overflowY: 'auto', mb: 2 }} role="log" aria-live="polite" aria-label={t('inbox.conversation.title')} tabIndex={0} data-testid="conversation">
      {content}
    </Stack>
  );

  return (
    <Card variant="outlined" component="section" aria-label={t('inbox.conversation.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t('inbox.conversation.title')}</Typography>
        <QueryBoundary
          query={thread}
          loading={list()}
          errorText={t('inbox.conversation.loadFailed')}
          isEmpty={() => messages.length === 0}
          empty={list(<Typography color="text.secondary">{t('inbox.conversation.empty')}</Typography>)}
        >
          {() =>
            list(
              <>
                {thread.hasNextPage && (
                  <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
                    {t('inbox.conversation.older')}
                  </Button>
                )}
                {messages.map((m) => <Bubble key={m.id} message={m} />)}
                <div ref={end} />
              </>,
            )
          }
        </QueryBoundary>
        {/* Said once by the messages' box above: nothing here while loading or when loading failed. */}
        <QueryBoundary query={thread} loading={null} errorText={t('inbox.conversation.loadFailed')} failure={null}>
          {(data) =>
            data.pages[0]?.canWrite ? (
              <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
                <TextField
                  label={t('inbox.conversation.placeholder')}
                  {...form.field('body')}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      if (!send.isPending && !uploadPhoto.isPending) void submit();
                    }
                  }}
                  multiline
                  minRows={2}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
                />
                {form.formError && <Alert severity="error" sx={{ mt: 1 }}>{form.formError}</Alert>}
                {photos.length > 0 && (
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }} data-testid="pending-photos">
                    {photos.map((p, i) => (
                      <Box key={p.id} sx={{ position: 'relative' }}>
                        <Box component="img" src={p.url} alt={t('inbox.conversation.photoAlt', { n: i + 1 })} sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1 }} />
                        <IconButton size="small" aria-label={t('inbox.conversation.removePhoto')} onClick={() => setPhotos(photos.filter((x) => x.id !== p.id))} sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper' }}>
                          <CloseIcon fontSize="inherit" />
                        </IconButton>
                      </Box>
                    ))}
                  </Stack>
                )}
                {form.errors.photoIds && <Alert severity="error" sx={{ mt: 1 }}>{form.errors.photoIds}</Alert>}
                <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="caption" color="text.secondary">{masked ? t('inbox.conversation.maskNote') : ''}</Typography>
                  <Stack direction="row" spacing={1}>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                      multiple
                      hidden
                      aria-label={t('inbox.conversation.addPhotos')}
                      onChange={(e) => {
                        const files = Array.from(e.target.files ?? []);
                        e.target.value = '';
                        if (photos.length + files.length > MAX_MESSAGE_PHOTOS) toast.warning(t('inbox.conversation.tooManyPhotos', { max: MAX_MESSAGE_PHOTOS }));
                        for (const file of files.slice(0, MAX_MESSAGE_PHOTOS - photos.length)) {
                          uploadPhoto.mutate(file, {
                            onSuccess: (photo) => setPhotos((list) => [...list, photo].slice(0, MAX_MESSAGE_PHOTOS)),
                            onError: (error) => toast.error(errorMessage(error, t('inbox.conversation.uploadFailed'))),
                          });
                        }
                      }}
                    />
                    <Button
                      startIcon={<AddPhotoAlternateIcon />}
                      onClick={() => fileInput.current?.click()}
                      disabled={uploadPhoto.isPending || photos.length >= MAX_MESSAGE_PHOTOS}
                    >
                      {t('inbox.conversation.addPhotos')}
                    </Button>
                    <Button type="submit" variant="contained" disabled={send.isPending || uploadPhoto.isPending || (!form.values.body.trim() && photos.length === 0)}>
                      {t('inbox.conversation.send')}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">{t('inbox.conversation.readOnly')}</Typography>
            )
          }
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
