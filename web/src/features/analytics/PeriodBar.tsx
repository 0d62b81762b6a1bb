// The period of a dashboard (and, for a vendor, the branch): the figures follow as they change.
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { MARKETPLACE_TIME_ZONE, nowInZone } from '@carrental/shared';
import { DateField } from '@/components/DateField';
import { useI18n } from '@/lib/i18n';
import type { Period } from './api';

/** The last six months: from the first day of the month five months ago to today. */
export function defaultPeriod(now: Date = new Date()): Period {
  const today = nowInZone(MARKETPLACE_TIME_ZONE, now).slice(0, 10);
  let [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 5];
  if (m < 1) [y, m] = [y - 1, m + 12];
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: today };
}

export function PeriodBar({ period, onChange, services }: { period: Period; onChange: (p: Period) => void; services?: Array<{ id: string; name: string }> }) {
  const { t } = useI18n();
  const wrongOrder = !!period.from && !!period.to && period.to < period.from;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
      <DateField label={t('analytics.from')} value={period.from} onChange={(e) => onChange({ ...period, from: e.target.value })} size="small" />
      <DateField
        label={t('analytics.to')}
        value={period.to}
        onChange={(e) => onChange({ ...period, to: e.target.value })}
        size="small"
        error={wrongOrder}
        helperText={wrongOrder ? t('errors.analytics.toBeforeFrom') : undefined}
      />
      {services && (
        <TextField select size="small" label={t('analytics.branch')} value={period.serviceId ?? ''} onChange={(e) => onChange({ ...period, serviceId: e.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('analytics.allBranches')}</MenuItem>
          {services.map((s) => (
            <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack component="section" aria-label={label} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography variant="h5" component="p">{value}</Typography>
      {hint && <Typography variant="caption" color="text.secondary">{hint}</Typography>}
    </Stack>
  );
}
