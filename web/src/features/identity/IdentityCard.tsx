// The profile's "Identity" section (issue 33): CNIC and licence numbers, the four photos, and the
// status (with the reason of a rejection) of each piece.
import { useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Skeleton, Stack, TextField, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { IDENTITY_PHOTO_KINDS, IDENTITY_PIECES, identityInputSchema, type IdentityAnswer, type IdentityPhotoKind } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { Section } from '@/components/Section';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { identityQueries, useSaveIdentity, useUploadIdentityPhoto } from './api';
import { PieceStatus } from './StatusChip';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
type Fields = { cnic: string; licenceNumber: string; licenceAuthority: string; licenceExpiry: string };
const fieldsOf = (a: IdentityAnswer | undefined): Fields => ({
  cnic: a?.cnic ?? '',
  licenceNumber: a?.licenceNumber ?? '',
  licenceAuthority: a?.licenceAuthority ?? '',
  licenceExpiry: a?.licenceExpiry ?? '',
});

function PhotoInput({ kind, identity }: { kind: IdentityPhotoKind; identity: IdentityAnswer }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIdentityPhoto();
  const [error, setError] = useState<string | null>(null);
  const photo = identity.photos.find((p) => p.kind === kind);
  const what = t(`identity.photo.${kind}`);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setError(t('identity.photo.wrongType'));
    if (file.size > MAX_PHOTO_BYTES) return setError(t('identity.photo.tooLarge'));
    try {
      await upload.mutateAsync({ kind, file });
      toast.success(t('identity.photo.uploaded'));
    } catch (err) {
      setError(errorMessage(err, t('identity.photo.failed')));
    }
  }

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">{what}</Typography>
      {photo ? (
        <Box component="img" src={photo.url} alt={t('identity.photo.alt', { what })} sx={{ width: '100%', maxWidth: 240, aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : (
        <Typography variant="body2" color="text.secondary">{t('identity.photo.none')}</Typography>
      )}
      <input ref={input} type="file" accept={ACCEPTED.join(',')} hidden onChange={choose} aria-label={what} data-testid={`identity-photo-${kind}`} />
      <Button variant="outlined" size="small" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
        {photo ? t('identity.photo.replace', { what }) : t('identity.photo.choose', { what })}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

export function IdentityCard() {
  const t = useT();
  const query = useQuery(identityQueries.mine());
  return (
    <Section title={t('identity.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('identity.intro')}</Typography>
        <QueryBoundary query={query} loading={<IdentitySkeleton />} errorText={t('identity.loadFailed')}>
          {(data) => <IdentityDetails data={data} />}
        </QueryBoundary>
      </Stack>
    </Section>
  );
}

/** The chip, the three statuses and the four fields, while they load. */
function IdentitySkeleton() {
  return (
    <Stack spacing={2}>
      <Skeleton variant="rounded" width={120} height={32} />
      <Skeleton variant="rounded" height={96} />
      {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={56} />)}
    </Stack>
  );
}

function IdentityDetails({ data }: { data: IdentityAnswer }) {
  const t = useT();
  const save = useSaveIdentity();
  const form = useZodForm(identityInputSchema, fieldsOf(data));
  const submit = form.submit(async () => {
    // Sent as typed: the server keeps the CNIC with its dashes and answers it so.
    const saved = await save.mutateAsync(form.values);
    form.reset(fieldsOf(saved));
    toast.success(t('identity.saved'));
  }, t('identity.saveFailed'));

  const field = (name: keyof Fields, label: string, extra: { helperText?: string; type?: string; dir?: 'ltr' } = {}) => (
    <TextField
      label={label}
      {...form.field(name, extra.helperText)}
      type={extra.type}
      disabled={save.isPending}
      slotProps={{ inputLabel: extra.type === 'date' ? { shrink: true } : undefined, htmlInput: { dir: extra.dir, 'data-testid': `identity-${name}` } }}
      fullWidth
    />
  );

  return (
    <>
      <Chip
        sx={{ alignSelf: 'flex-start' }}
        color={data.verified ? 'success' : 'default'}
        label={data.verified ? t('identity.verified') : t('identity.notVerified')}
        data-testid="identity-verified"
      />
      <Stack spacing={1} aria-live="polite">
        {IDENTITY_PIECES.map((piece) => (
          <PieceStatus key={piece} piece={piece} state={data.pieces[piece]} />
        ))}
      </Stack>
      <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        {field('cnic', t('identity.field.cnic'), { helperText: t('identity.field.cnicHelp'), dir: 'ltr' })}
        {field('licenceNumber', t('identity.field.licenceNumber'), { dir: 'ltr' })}
        {field('licenceAuthority', t('identity.field.licenceAuthority'))}
        {field('licenceExpiry', t('identity.field.licenceExpiry'), { type: 'date' })}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('identity.save')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {IDENTITY_PHOTO_KINDS.map((kind) => (
          <PhotoInput key={kind} kind={kind} identity={data} />
        ))}
      </Box>
    </>
  );
}
