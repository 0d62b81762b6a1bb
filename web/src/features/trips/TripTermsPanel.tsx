// The vendor's trip terms (decision 0031): on a service's edit screen every field; on a car's
// calendar screen the car's overrides (an empty field or "follows the service" inherits). Money
// in whole rupees; checked with the shared form schema before sending (the server checks again).
import { useQuery } from '@tanstack/react-query';
import {
  Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, IconButton, InputLabel, MenuItem, OutlinedInput, Paper, Select, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  FUEL_POLICIES, OFFERED_MODES, OUT_OF_CITY, TOLL_POLICIES,
  tripTermsFormSchema, type TripTerms, type TripTermsAnswer, type TripTermsFormValues, type TripTermsOverride,
} from '@carrental/shared';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { tripQueries, useSaveTerms } from './api';
import { QueryBoundary } from '@/components/QueryBoundary';

type Level = 'service' | 'car';
/** Numbers typed as text; '' = inherit (car) or none (nullable fields). */
const NUMBER_KEYS = [
  ['driverHoursPerDay', 'trips.terms.driverHours'],
  ['overtimeHourlyRate', 'trips.terms.overtime'],
  ['nightAllowance', 'trips.terms.night'],
  ['mealAllowancePerDay', 'trips.terms.meal'],
  ['kmPerDay', 'trips.terms.kmPerDay'],
  ['extraKmRate', 'trips.terms.extraKm'],
  ['fuelEighthPrice', 'trips.terms.fuelEighth'],
  ['outOfCitySurchargePerDay', 'trips.terms.surcharge'],
  ['lateGraceMinutes', 'trips.terms.grace'],
  ['lateHourlyRate', 'trips.terms.lateHourly'],
  ['lateFullDayAfterHours', 'trips.terms.lateFullDay'],
  ['deposit', 'trips.terms.deposit'],
] as const satisfies readonly (readonly [keyof TripTerms, MessageKey])[];
type NumberKey = (typeof NUMBER_KEYS)[number][0];
const CHOICES = [
  ['modes', 'trips.terms.modes', OFFERED_MODES],
  ['fuelPolicy', 'trips.terms.fuel', FUEL_POLICIES],
  ['outOfCity', 'trips.terms.outOfCity', OUT_OF_CITY],
  ['tolls', 'trips.terms.tolls', TOLL_POLICIES],
] as const;
type ChoiceKey = (typeof CHOICES)[number][0];
const INHERIT = '';

const rowsOf = (answer: TripTermsAnswer) => ({
  destinations: answer.effective.destinations.map((d) => ({ ...d, surchargePerDay: String(d.surchargePerDay) })),
  seasons: answer.effective.seasons.map((x) => ({ ...x, pricePerDay: String(x.pricePerDay) })),
});

function initial(answer: TripTermsAnswer, level: Level): TripTermsFormValues {
  const own: TripTermsOverride = level === 'car' ? answer.car : answer.effective;
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map(([key]) => {
      const value = own[key];
      return [key, value === undefined || value === null ? '' : String(value)];
    }),
  ) as Record<NumberKey, string>;
  return {
    ...numbers,
    modes: own.modes ?? INHERIT,
    fuelPolicy: own.fuelPolicy ?? INHERIT,
    outOfCity: own.outOfCity ?? INHERIT,
    tolls: own.tolls ?? INHERIT,
    ...rowsOf(answer),
    // A car follows its service's lists until its vendor gives it its own.
    ownDestinations: level === 'service' || answer.car.destinations !== undefined,
    ownSeasons: level === 'service' || answer.car.seasons !== undefined,
  };
}

export function TripTermsPanel({ level, id }: { level: Level; id: string }) {
  const { t } = useI18n();
  const serviceTerms = useQuery({ ...tripQueries.serviceTerms(id), enabled: level === 'service' });
  const carTerms = useQuery({ ...tripQueries.carTerms(id), enabled: level === 'car' });
  const terms = level === 'service' ? serviceTerms : carTerms;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, mt: 3 }} component="section" aria-labelledby={`trip-terms-${level}`}>
      <Typography id={`trip-terms-${level}`} variant="h5" component="h2" gutterBottom>
        {t(level === 'service' ? 'trips.terms.title' : 'trips.terms.carTitle')}
      </Typography>
      {level === 'car' && <Typography color="text.secondary" sx={{ mb: 2 }}>{t('trips.terms.carHint')}</Typography>}
      <QueryBoundary query={terms} loading={<Skeleton variant="rounded" height={300} />} errorText={t('trips.terms.loadFailed')}>
        {(data) => (
        <TermsForm key={JSON.stringify(level === 'car' ? data.car : data.service)} answer={data} level={level} id={id} />
        )}
      </QueryBoundary>
    </Paper>
  );
}

function TermsForm({ answer, level, id }: { answer: TripTermsAnswer; level: Level; id: string }) {
  const { t } = useI18n();
  const save = useSaveTerms(level, id);
  const form = useZodForm(tripTermsFormSchema(level), initial(answer, level));
  const { values, errors, set } = form;
  const inherited = answer.effective;
  const submit = form.submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(t('trips.terms.saved'));
  }, t('trips.terms.saveFailed'));

  type Destination = TripTermsFormValues['destinations'][number];
  type SeasonRow = TripTermsFormValues['seasons'][number];
  const setDestination = (i: number, patch: Partial<Destination>) => set('destinations', values.destinations.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const setSeason = (i: number, patch: Partial<SeasonRow>) => set('seasons', values.seasons.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  // Following the service again shows (and keeps) the service's rows, not the ones being edited.
  const follow = (list: 'destinations' | 'seasons', own: boolean) => {
    set(list === 'destinations' ? 'ownDestinations' : 'ownSeasons', own);
    if (!own) set(list, rowsOf(answer)[list] as never);
  };
  const choiceLabel = (key: ChoiceKey, value: string): string =>
    key === 'modes' ? (value === 'both' ? t('trips.terms.modes.both') : t(`trips.mode.${value as 'self_drive' | 'with_driver'}`)) : t(`trips.terms.${key === 'fuelPolicy' ? 'fuel' : key}.${value}` as MessageKey);

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t(level === 'service' ? 'trips.terms.title' : 'trips.terms.carTitle')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        {CHOICES.map(([key, label, options]) => (
          <FormControl key={key} fullWidth>
            <InputLabel id={`terms-${level}-${key}`} shrink>{t(label)}</InputLabel>
            <Select
              labelId={`terms-${level}-${key}`}
              input={<OutlinedInput notched label={t(label)} />}
              value={values[key]}
              onChange={(e) => set(key, e.target.value as never)}
              displayEmpty={level === 'car'}
            >
              {level === 'car' && <MenuItem value={INHERIT}>{choiceLabel(key, inherited[key])}</MenuItem>}
              {options.map((v) => (
                <MenuItem key={v} value={v}>{choiceLabel(key, v)}</MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
        {NUMBER_KEYS.map(([key, label]) => (
          <TextField
            key={key}
            label={t(label)}
            {...form.field(key)}
            disabled={save.isPending}
            placeholder={level === 'car' && inherited[key] !== null ? String(inherited[key]) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>{t('trips.terms.destinations')}</Typography>
      {level === 'car' && (
        <FormControlLabel
          control={<Checkbox checked={values.ownDestinations} onChange={(e) => follow('destinations', e.target.checked)} />}
          label={t('trips.terms.ownDestinations')}
        />
      )}
      {values.ownDestinations && (
          <Stack spacing={1.5}>
            {values.destinations.map((d, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="destination-row">
                <TextField size="small" label={t('trips.terms.destinationName')} value={d.name} onChange={(e) => setDestination(i, { name: e.target.value })} />
                <TextField size="small" label={t('trips.terms.surcharge')} value={d.surchargePerDay} onChange={(e) => setDestination(i, { surchargePerDay: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
                <FormControlLabel control={<Checkbox checked={d.withDriverOnly} onChange={(e) => setDestination(i, { withDriverOnly: e.target.checked })} />} label={t('trips.terms.withDriverOnly')} />
                <IconButton aria-label={t('trips.terms.remove')} onClick={() => set('destinations', values.destinations.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button onClick={() => set('destinations', [...values.destinations, { name: '', surchargePerDay: '0', withDriverOnly: false }])}>{t('trips.terms.addDestination')}</Button>
            </Box>
            {errors.destinations && <FormHelperText error>{errors.destinations}</FormHelperText>}
          </Stack>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>{t('trips.terms.seasons')}</Typography>
      {level === 'car' && (
        <FormControlLabel
          control={<Checkbox checked={values.ownSeasons} onChange={(e) => follow('seasons', e.target.checked)} />}
          label={t('trips.terms.ownSeasons')}
        />
      )}
      {values.ownSeasons && (
          <Stack spacing={1.5}>
            {values.seasons.map((s, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <TextField size="small" label={t('trips.terms.seasonName')} value={s.name} onChange={(e) => setSeason(i, { name: e.target.value })} />
                <TextField size="small" type="date" label={t('trips.terms.seasonFrom')} value={s.from} onChange={(e) => setSeason(i, { from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField size="small" type="date" label={t('trips.terms.seasonTo')} value={s.to} onChange={(e) => setSeason(i, { to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField size="small" label={t('trips.terms.seasonPrice')} value={s.pricePerDay} onChange={(e) => setSeason(i, { pricePerDay: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
                <IconButton aria-label={t('trips.terms.remove')} onClick={() => set('seasons', values.seasons.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button onClick={() => set('seasons', [...values.seasons, { name: '', from: '', to: '', pricePerDay: '1' }])}>{t('trips.terms.addSeason')}</Button>
            </Box>
            {errors.seasons && <FormHelperText error>{errors.seasons}</FormHelperText>}
          </Stack>
      )}
      {form.formError && <Alert severity="error" sx={{ mt: 3 }}>{form.formError}</Alert>}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('trips.terms.save')}
        </Button>
      </Box>
    </Box>
  );
}
