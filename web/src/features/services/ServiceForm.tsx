// The service form of /services/add and /services/edit/{id} (spec §5): on add every field but
// address line 2 is required; the server requires the same on edit, so edit marks them too.
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY, type CancellationPolicy, type Service, type ServiceInput } from '@carrental/shared';
import { ApiError } from '@/lib/api';
import { useI18n, type MessageKey } from '@/lib/i18n';

type Values = Required<Omit<ServiceInput, 'vendorId'>>;
type TextKey = Exclude<keyof Values, 'cancellationPolicy'>;
const FIELDS: { key: TextKey; label: MessageKey; required: boolean; wide?: boolean; multiline?: boolean; type?: string }[] = [
  { key: 'name', label: 'services.form.name', required: true, wide: true },
  { key: 'description', label: 'services.form.description', required: true, wide: true, multiline: true },
  { key: 'phone', label: 'services.form.phone', required: true, type: 'tel' },
  { key: 'addressLine1', label: 'services.form.addressLine1', required: true, wide: true },
  { key: 'addressLine2', label: 'services.form.addressLine2', required: false, wide: true },
  { key: 'city', label: 'services.form.city', required: true },
  { key: 'state', label: 'services.form.state', required: true },
  { key: 'postalCode', label: 'services.form.postalCode', required: true },
  { key: 'country', label: 'services.form.country', required: true },
];

export function emptyService(service?: Service): Values {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    phone: service?.phone ?? '',
    addressLine1: service?.addressLine1 ?? '',
    addressLine2: service?.addressLine2 ?? '',
    city: service?.city ?? '',
    state: service?.state ?? '',
    postalCode: service?.postalCode ?? '',
    country: service?.country ?? 'Pakistan',
    cancellationPolicy: service?.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
  };
}

interface Props {
  service?: Service;
  submitLabel: string;
  busyLabel: string;
  /** The screen's message when saving fails (spec §8). */
  failureMessage: string;
  onSubmit(values: Values): Promise<void>;
  extraActions?: React.ReactNode;
  /** The save mutation is running (its isPending). */
  saving: boolean;
}

export function ServiceForm({ service, submitLabel, busyLabel, failureMessage, onSubmit, extraActions, saving }: Props) {
  const { t } = useI18n();
  // Messages of the shared rules come from the server as catalog keys.
  const say = (message: string | undefined) => message && (t.has(message) ? t(message) : message);
  const [values, setValues] = useState(() => emptyService(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const found: Record<string, string> = {};
    for (const f of FIELDS) if (f.required && !values[f.key].trim()) found[f.key] = t('services.form.required', { field: t(f.label) });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await onSubmit(values);
    } catch (e) {
      console.error(failureMessage, e);
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      setError(failureMessage);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <Grid container spacing={2}>
        {FIELDS.map((f) => (
          <Grid key={f.key} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
            <TextField
              label={t(f.label)}
              required={f.required}
              type={f.type}
              value={values[f.key]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.key]: e.target.value }));
                setErrors(({ [f.key]: _fixed, ...rest }) => rest);
              }}
              error={!!errors[f.key]}
              helperText={say(errors[f.key])}
              slotProps={f.type === 'tel' ? { htmlInput: { dir: 'ltr' } } : undefined}
              multiline={f.multiline}
              minRows={f.multiline ? 3 : undefined}
              disabled={saving}
              fullWidth
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12 }}>
          <TextField
            select
            label={t('services.form.policy')}
            value={values.cancellationPolicy}
            onChange={(e) => setValues((v) => ({ ...v, cancellationPolicy: e.target.value as CancellationPolicy }))}
            helperText={t(`services.policySummary.${values.cancellationPolicy}`)}
            disabled={saving}
            fullWidth
          >
            {CANCELLATION_POLICIES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`services.policy.${p}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <div>{extraActions}</div>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {saving ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
