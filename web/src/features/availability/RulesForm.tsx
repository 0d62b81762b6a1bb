// The rules and prices form (decision 0016), for a service or one of its cars: instant booking,
// notice, minimum and maximum days, discounts, weekend rate, driver, and opening hours per
// weekday. A car stores only what differs from its service; the server validates every value.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Grid, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_RULES, effectiveRules, WEEKDAYS, type AvailabilityRulesAnswer, type RulesOverride, type Weekday } from '@carrental/shared';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { fromValues, overridesOf, toValues, type RulesValues } from './rulesForm';
import { useI18n, type MessageKey } from '@/lib/i18n';

interface Props {
  answer: AvailabilityRulesAnswer;
  level: 'car' | 'service';
  saving: boolean;
  onSave(rules: RulesOverride): Promise<unknown>;
}

const NUMBER_FIELDS = [
  ['minNoticeHours', 'availability.minNoticeHours'],
  ['minDays', 'availability.minDays'],
  ['maxDays', 'availability.maxDays'],
  ['weeklyDiscountPercent', 'availability.weeklyDiscount'],
  ['monthlyDiscountPercent', 'availability.monthlyDiscount'],
  ['weekendPricePerDay', 'availability.weekendPrice'],
  ['driverPricePerDay', 'availability.driverPrice'],
] as const satisfies readonly (readonly [keyof RulesValues, MessageKey])[];

export function RulesForm({ answer, level, saving, onSave }: Props) {
  const { t } = useI18n();
  // Messages of the shared rules come from the server as catalog keys.
  const say = (message: string | undefined) => message && (t.has(message) ? t(message) : message);
  const [values, setValues] = useState<RulesValues>(() => toValues(answer.effective));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<RulesValues>) => setValues((v) => ({ ...v, ...patch }));
  const setDay = (day: Weekday, patch: Partial<RulesValues['hours'][Weekday]>) =>
    setValues((v) => ({ ...v, hours: { ...v.hours, [day]: { ...v.hours[day], ...patch } } }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    const inherited = level === 'car' ? effectiveRules(answer.service, {}) : DEFAULT_RULES;
    try {
      await onSave(overridesOf(fromValues(values), inherited));
      toast.success(t('availability.rulesSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setProblem(errorMessage(error, t('availability.rulesSaveFailed')));
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('availability.rulesTitle')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">{level === 'car' ? t('availability.rulesHintCar') : t('availability.rulesHintService')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={values.instantBooking} onChange={(e) => set({ instantBooking: e.target.checked })} />}
          label={t('availability.instantBooking')}
        />
        <Grid container spacing={2}>
          {NUMBER_FIELDS.map(([key, label]) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <TextField
                id={`rule-${key}`}
                label={t(label)}
                value={values[key]}
                onChange={(e) => set({ [key]: e.target.value } as Partial<RulesValues>)}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={!!errors[key]}
                helperText={say(errors[key]) ?? ' '}
              />
            </Grid>
          ))}
        </Grid>
        <Box component="fieldset" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2">{t('availability.openingHours')}</Typography>
          <FormControlLabel control={<Checkbox checked={values.anyTime} onChange={(e) => set({ anyTime: e.target.checked })} />} label={t('availability.anyTime')} />
          {!values.anyTime && (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {WEEKDAYS.map((day) => {
                const h = values.hours[day];
                const error = say(errors[`openingHours.${day}.open`] ?? errors[`openingHours.${day}.close`] ?? errors[`openingHours.${day}`]);
                const name = t(`availability.weekday.${day}`);
                return (
                  <Stack key={day} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                    <Typography sx={{ width: 100 }}>{name}</Typography>
                    <FormControlLabel
                      control={<Checkbox size="small" checked={h.closed} onChange={(e) => setDay(day, { closed: e.target.checked })} />}
                      label={t('availability.closed')}
                      aria-label={t('availability.dayClosed', { day: name })}
                    />
                    {!h.closed && (
                      <>
                        <TextField type="time" size="small" label={t('availability.dayOpens', { day: name })} value={h.open} onChange={(e) => setDay(day, { open: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={!!error} />
                        <TextField type="time" size="small" label={t('availability.dayCloses', { day: name })} value={h.close} onChange={(e) => setDay(day, { close: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={!!error} helperText={error} />
                      </>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {t('availability.saveRules')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
