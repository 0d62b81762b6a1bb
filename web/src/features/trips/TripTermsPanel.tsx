// The vendor's trip terms (decision 0031): on a service's edit screen every field; on a car's
// calendar screen the car's overrides (an empty field or "follows the service" inherits). Money
// in whole rupees; the server validates and names a bad field.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box, Button, Checkbox, FormControl, FormControlLabel, IconButton, InputLabel, MenuItem, OutlinedInput, Paper, Select, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  FUEL_POLICIES, OFFERED_MODES, OUT_OF_CITY, TOLL_POLICIES,
  type Season, type TripDestination, type TripTerms, type TripTermsAnswer, type TripTermsOverride,
} from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { toast } from '@/lib/toast';
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
const NULLABLE: readonly NumberKey[] = ['mealAllowancePerDay', 'kmPerDay'];
const CHOICES = [
  ['modes', 'trips.terms.modes', OFFERED_MODES],
  ['fuelPolicy', 'trips.terms.fuel', FUEL_POLICIES],
  ['outOfCity', 'trips.terms.outOfCity', OUT_OF_CITY],
  ['tolls', 'trips.terms.tolls', TOLL_POLICIES],
] as const;
type ChoiceKey = (typeof CHOICES)[number][0];
const INHERIT = '';

function initial(answer: TripTermsAnswer, level: Level) {
  const own: TripTermsOverride = level === 'car' ? answer.car : answer.effective;
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map(([key]) => {
      const value = own[key];
      return [key, value === undefined || value === null ? '' : String(value)];
    }),
  ) as Record<NumberKey, string>;
  const choices = Object.fromEntries(CHOICES.map(([key]) => [key, (own[key] as string | undefined) ?? INHERIT])) as Record<ChoiceKey, string>;
  // A car follows its service's lists until its vendor gives it its own.
  const ownDestinations = level === 'service' || answer.car.destinations !== undefined;
  const ownSeasons = level === 'service' || answer.car.seasons !== undefined;
  return { numbers, choices, destinations: answer.effective.destinations, seasons: answer.effective.seasons, ownDestinations, ownSeasons };
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
  const [form, setForm] = useState(() => initial(answer, level));
  const [fields, setFields] = useState<Record<string, string>>({});
  const inherited = answer.effective;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const out: Record<string, unknown> = {};
    for (const [key] of NUMBER_KEYS) {
      const raw = form.numbers[key].trim();
      if (raw === '') {
        if (level === 'service' && NULLABLE.includes(key)) out[key] = null;
        continue;
      }
      out[key] = Number(raw);
    }
    for (const [key] of CHOICES) if (form.choices[key] !== INHERIT) out[key] = form.choices[key];
    if (form.ownDestinations) out.destinations = form.destinations.map((d) => ({ ...d, surchargePerDay: Number(d.surchargePerDay) }));
    if (form.ownSeasons) out.seasons = form.seasons.map((s) => ({ ...s, pricePerDay: Number(s.pricePerDay) }));
    try {
      await save.mutateAsync(out as TripTermsOverride);
      setFields({});
      toast.success(t('trips.terms.saved'));
    } catch (error) {
      const problem = error as { fields?: Record<string, string> };
      setFields(problem.fields ?? {});
      toast.error(errorMessage(error, t('trips.terms.saveFailed')));
    }
  }

  const setNumber = (key: NumberKey, value: string) => setForm((f) => ({ ...f, numbers: { ...f.numbers, [key]: value } }));
  const setChoice = (key: ChoiceKey, value: string) => setForm((f) => ({ ...f, choices: { ...f.choices, [key]: value } }));
  const setDestination = (i: number, patch: Partial<TripDestination>) =>
    setForm((f) => ({ ...f, destinations: f.destinations.map((d, j) => (j === i ? { ...d, ...patch } : d)) }));
  const setSeason = (i: number, patch: Partial<Season>) => setForm((f) => ({ ...f, seasons: f.seasons.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const choiceLabel = (key: ChoiceKey, value: string): string =>
    key === 'modes' ? (value === 'both' ? t('trips.terms.modes.both') : t(`trips.mode.${value as 'self_drive' | 'with_driver'}`)) : t(`trips.terms.${key === 'fuelPolicy' ? 'fuel' : key}.${value}` as MessageKey);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(level === 'service' ? 'trips.terms.title' : 'trips.terms.carTitle')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        {CHOICES.map(([key, label, values]) => (
          <FormControl key={key} fullWidth>
            <InputLabel id={`terms-${level}-${key}`} shrink>{t(label)}</InputLabel>
            <Select
              labelId={`terms-${level}-${key}`}
              input={<OutlinedInput notched label={t(label)} />}
              value={form.choices[key]}
              onChange={(e) => setChoice(key, e.target.value)}
              displayEmpty={level === 'car'}
            >
              {level === 'car' && <MenuItem value={INHERIT}>{choiceLabel(key, inherited[key])}</MenuItem>}
              {values.map((v) => (
                <MenuItem key={v} value={v}>{choiceLabel(key, v)}</MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
        {NUMBER_KEYS.map(([key, label]) => (
          <TextField
            key={key}
            label={t(label)}
            type="number"
            value={form.numbers[key]}
            onChange={(e) => setNumber(key, e.target.value)}
            placeholder={level === 'car' && inherited[key] !== null ? String(inherited[key]) : undefined}
            error={!!fields[key]}
            helperText={fields[key]}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>{t('trips.terms.destinations')}</Typography>
      {level === 'car' && (
        <FormControlLabel
          control={<Checkbox checked={form.ownDestinations} onChange={(e) => setForm((f) => ({ ...f, ownDestinations: e.target.checked }))} />}
          label={t('trips.terms.ownDestinations')}
        />
      )}
      {form.ownDestinations && (
          <Stack spacing={1.5}>
            {form.destinations.map((d, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="destination-row">
                <TextField size="small" label={t('trips.terms.destinationName')} value={d.name} onChange={(e) => setDestination(i, { name: e.target.value })} error={!!fields[`destinations.${i}.name`]} helperText={fields[`destinations.${i}.name`]} />
                <TextField size="small" type="number" label={t('trips.terms.surcharge')} value={String(d.surchargePerDay)} onChange={(e) => setDestination(i, { surchargePerDay: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0 } }} />
                <FormControlLabel control={<Checkbox checked={d.withDriverOnly} onChange={(e) => setDestination(i, { withDriverOnly: e.target.checked })} />} label={t('trips.terms.withDriverOnly')} />
                <IconButton aria-label={t('trips.terms.remove')} onClick={() => setForm((f) => ({ ...f, destinations: f.destinations.filter((_, j) => j !== i) }))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button onClick={() => setForm((f) => ({ ...f, destinations: [...f.destinations, { name: '', surchargePerDay: 0, withDriverOnly: false }] }))}>{t('trips.terms.addDestination')}</Button>
            </Box>
          </Stack>
      )}
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>{t('trips.terms.seasons')}</Typography>
      {level === 'car' && (
        <FormControlLabel
          control={<Checkbox checked={form.ownSeasons} onChange={(e) => setForm((f) => ({ ...f, ownSeasons: e.target.checked }))} />}
          label={t('trips.terms.ownSeasons')}
        />
      )}
      {form.ownSeasons && (
          <Stack spacing={1.5}>
            {form.seasons.map((s, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <TextField size="small" label={t('trips.terms.seasonName')} value={s.name} onChange={(e) => setSeason(i, { name: e.target.value })} />
                <TextField size="small" type="date" label={t('trips.terms.seasonFrom')} value={s.from} onChange={(e) => setSeason(i, { from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField size="small" type="date" label={t('trips.terms.seasonTo')} value={s.to} onChange={(e) => setSeason(i, { to: e.target.value })} error={!!fields[`seasons.${i}.to`]} helperText={fields[`seasons.${i}.to`]} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField size="small" type="number" label={t('trips.terms.seasonPrice')} value={String(s.pricePerDay)} onChange={(e) => setSeason(i, { pricePerDay: Number(e.target.value) })} slotProps={{ htmlInput: { min: 1 } }} />
                <IconButton aria-label={t('trips.terms.remove')} onClick={() => setForm((f) => ({ ...f, seasons: f.seasons.filter((_, j) => j !== i) }))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button onClick={() => setForm((f) => ({ ...f, seasons: [...f.seasons, { name: '', from: '', to: '', pricePerDay: 1 }] }))}>{t('trips.terms.addSeason')}</Button>
            </Box>
          </Stack>
      )}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('trips.terms.save')}
        </Button>
      </Box>
    </Box>
  );
}
