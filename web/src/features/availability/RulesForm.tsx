// The rules and prices form (decision 0016), for a service or one of its cars: instant booking,
// notice, minimum and maximum days, discounts, weekend rate, driver, and opening hours per
// weekday. A car stores only what differs from its service. The values are checked with the shared
// `rulesFormSchema` before sending; the server checks them again.
import { Alert, Box, Checkbox, FormControlLabel, FormHelperText, Grid, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_RULES, effectiveRules, rulesFormSchema, WEEKDAYS, type AvailabilityRulesAnswer, type DayValues, type RulesFormValues, type RulesOverride, type Weekday } from '@carrental/shared';
import { useZodForm } from '@/lib/useZodForm';
import { toast } from '@/lib/toast';
import { overridesOf, toValues } from './rulesForm';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { BusyButton } from '@/components/BusyButton';

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
] as const satisfies readonly (readonly [keyof RulesFormValues & string, MessageKey])[];

export function RulesForm({ answer, level, saving, onSave }: Props) {
  const { t } = useI18n();
  const form = useZodForm(rulesFormSchema, toValues(answer.effective));
  const { values, errors } = form;
  const setDay = (day: Weekday, patch: Partial<DayValues>) => form.set('openingHours', { ...values.openingHours, [day]: { ...values.openingHours[day], ...patch } });

  const submit = form.submit(async (rules) => {
    const inherited = level === 'car' ? effectiveRules(answer.service, {}) : DEFAULT_RULES;
    await onSave(overridesOf(rules, inherited));
    toast.success(t('availability.rulesSaved'));
  }, t('availability.rulesSaveFailed'));

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('availability.rulesTitle')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">{level === 'car' ? t('availability.rulesHintCar') : t('availability.rulesHintService')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={values.instantBooking} onChange={(e) => form.set('instantBooking', e.target.checked)} />}
          label={t('availability.instantBooking')}
        />
        <Grid container spacing={2}>
          {NUMBER_FIELDS.map(([key, label]) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <TextField
                id={`rule-${key}`}
                label={t(label)}
                {...form.field(key, ' ')}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          ))}
        </Grid>
        <Box component="fieldset" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2">{t('availability.openingHours')}</Typography>
          <FormControlLabel control={<Checkbox checked={values.anyTime} onChange={(e) => form.set('anyTime', e.target.checked)} />} label={t('availability.anyTime')} />
          {!values.anyTime && (
            <Stack spacing={1} sx={{ mt: 1 }}>
              {WEEKDAYS.map((day) => {
                const h = values.openingHours[day];
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
                        <TextField type="time" size="small" label={t('availability.dayOpens', { day: name })} value={h.open} onChange={(e) => setDay(day, { open: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                        <TextField type="time" size="small" label={t('availability.dayCloses', { day: name })} value={h.close} onChange={(e) => setDay(day, { close: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                      </>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
          {errors.openingHours && <FormHelperText error id="opening-hours-error">{errors.openingHours}</FormHelperText>}
        </Box>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <Box>
          <BusyButton type="submit" variant="contained" busy={saving}>
            {t('availability.saveRules')}
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}
