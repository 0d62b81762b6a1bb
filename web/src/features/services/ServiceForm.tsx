// The service form of /services/add and /services/edit/{id} (spec §5): on add every field but
// address line 2 is required; the server requires the same on edit, so edit marks them too. The
// fields are checked with the server's own schema before anything is sent.
import { Alert, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY, serviceInputSchema, type CancellationPolicy, type Service, type ServiceInput } from '@carrental/shared';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useZodForm } from '@/lib/useZodForm';
import { BusyButton } from '@/components/BusyButton';

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
  const form = useZodForm(serviceInputSchema, emptyService(service));
  const { values } = form;
  const submit = form.submit(async () => {
    try {
      await onSubmit(values);
    } catch (e) {
      console.error(failureMessage, e);
      throw e;
    }
  }, failureMessage);

  return (
    <form noValidate onSubmit={submit}>
      {form.formError && <Alert severity="error" sx={{ mb: 2 }}>{failureMessage}</Alert>}
      <Grid container spacing={2}>
        {FIELDS.map((f) => (
          <Grid key={f.key} size={{ xs: 12, sm: f.wide ? 12 : 6 }}>
            <TextField
              label={t(f.label)}
              required={f.required}
              type={f.type}
              {...form.field(f.key)}
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
            onChange={(e) => form.set('cancellationPolicy', e.target.value as CancellationPolicy)}
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
        <BusyButton type="submit" variant="contained" busy={saving}>
          {saving ? busyLabel : submitLabel}
        </BusyButton>
      </Stack>
    </form>
  );
}
