// The profile's "Identity" section (issue 33): CNIC and licence numbers, the four photos, and the
// status (with the reason of a rejection) of each piece.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { IDENTITY_PHOTO_KINDS, IDENTITY_PIECES, identityInputSchema, type IdentityAnswer, type IdentityPhotoKind } from '@carrental/shared';
import { Section } from '@/components/Section';
import { errorMessage, ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
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
  const { data, isError } = useQuery(identityQueries.mine());
  const save = useSaveIdentity();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(data));
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  useEffect(() => {
    if (data) setFields(fieldsOf(data));
  }, [data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = identityInputSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setProblems(found);
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync(fields);
      toast.success(t('identity.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setProblems(err.fields as Partial<Record<keyof Fields, string>>);
      toast.error(errorMessage(err, t('identity.saveFailed')));
    }
  }

  const field = (name: keyof Fields, label: string, extra: { helperText?: string; type?: string; dir?: 'ltr' } = {}) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={!!problems[name]}
      helperText={problems[name] ?? extra.helperText}
      type={extra.type}
      slotProps={{ inputLabel: extra.type === 'date' ? { shrink: true } : undefined, htmlInput: { dir: extra.dir, 'data-testid': `identity-${name}` } }}
      fullWidth
    />
  );

  return (
    <Section title={t('identity.title')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('identity.intro')}</Typography>
        {isError && <Alert severity="error">{t('identity.loadFailed')}</Alert>}
        {data && (
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
            <Stack component="form" spacing={2} onSubmit={submit} noValidate>
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
        )}
      </Stack>
    </Section>
  );
}
