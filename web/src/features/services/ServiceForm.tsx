// The service form of /services/add and /services/edit/{id} (spec §5): on add every field but
// address line 2 is required; the server requires the same on edit, so edit marks them too.
import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY, policyLabel, policySummary, type CancellationPolicy, type Service, type ServiceInput } from '@carrental/shared';
import { ApiError } from '@/lib/api';

type Values = Required<Omit<ServiceInput, 'vendorId'>>;
type TextKey = Exclude<keyof Values, 'cancellationPolicy'>;
const FIELDS: { key: TextKey; label: string; required: boolean; wide?: boolean; multiline?: boolean; type?: string }[] = [
  { key: 'name', label: 'Service name', required: true, wide: true },
  { key: 'description', label: 'Description', required: true, wide: true, multiline: true },
  { key: 'phone', label: 'Phone', required: true, type: 'tel' },
  { key: 'addressLine1', label: 'Address line 1', required: true, wide: true },
  { key: 'addressLine2', label: 'Address line 2 (optional)', required: false, wide: true },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State / Province', required: true },
  { key: 'postalCode', label: 'Postal code', required: true },
  { key: 'country', label: 'Country', required: true },
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
  const [values, setValues] = useState(() => emptyService(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const found: Record<string, string> = {};
    for (const f of FIELDS) if (f.required && !values[f.key].trim()) found[f.key] = `${f.label} is required`;
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
              label={f.label}
              required={f.required}
              type={f.type}
              value={values[f.key]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.key]: e.target.value }));
                setErrors(({ [f.key]: _fixed, ...rest }) => rest);
              }}
              error={!!errors[f.key]}
              helperText={errors[f.key]}
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
            label="Cancellation policy"
            value={values.cancellationPolicy}
            onChange={(e) => setValues((v) => ({ ...v, cancellationPolicy: e.target.value as CancellationPolicy }))}
            helperText={policySummary(values.cancellationPolicy)}
            disabled={saving}
            fullWidth
          >
            {CANCELLATION_POLICIES.map((p) => (
              <MenuItem key={p} value={p}>
                {policyLabel(p)}
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
