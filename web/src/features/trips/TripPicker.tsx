// The trip a renter picks on the car page's booking form (decision 0031): self-drive or with a
// driver (the modes the car offers), and within the service's city or to a destination the terms
// allow (listed places, or any place typed when the car may go anywhere).
import { useQuery } from '@tanstack/react-query';
import { FormControl, FormControlLabel, FormLabel, InputLabel, MenuItem, Radio, RadioGroup, Select, Stack, TextField } from '@mui/material';
import type { TripMode, TripTermsAnswer } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { tripQueries, type TripChoice } from './api';

const OTHER = '\u0000other';
const WITHIN = '\u0000within';

type Props = { carId: string; value: TripChoice; onChange(next: TripChoice): void; driverOffered: boolean };

export function TripPicker(props: Props) {
  const { t } = useI18n();
  const terms = useQuery(tripQueries.carTerms(props.carId));
  // The choices appear with the car's terms (the form takes no room for them before), as before.
  return (
    <QueryBoundary query={terms} loading={null} errorText={t('trips.terms.loadFailed')}>
      {(data) => <Choices {...props} terms={data} />}
    </QueryBoundary>
  );
}

function Choices({ value, onChange, driverOffered, terms }: Props & { terms: TripTermsAnswer }) {
  const { t, ltr } = useI18n();
  const { effective, city } = terms;
  const modes: TripMode[] = [];
  if (effective.modes !== 'with_driver') modes.push('self_drive');
  if (effective.modes !== 'self_drive' && driverOffered) modes.push('with_driver');
  const listed = effective.outOfCity === 'listed' ? effective.destinations.filter((d) => value.mode === 'with_driver' || !d.withDriverOnly) : [];
  const typed = effective.outOfCity === 'anywhere';
  const selected = value.destination === '' ? WITHIN : listed.some((d) => d.name === value.destination) ? value.destination : typed ? OTHER : WITHIN;
  return (
    <Stack spacing={2} data-testid="trip-picker">
      {modes.length > 1 && (
        <FormControl>
          <FormLabel id="trip-mode-label">{t('trips.mode.label')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="trip-mode-label"
            value={value.mode}
            onChange={(e) => {
              const mode = e.target.value as TripMode;
              // A with-driver-only place goes with the driver.
              const keep = mode === 'with_driver' || !effective.destinations.some((d) => d.name === value.destination && d.withDriverOnly);
              onChange({ mode, destination: keep ? value.destination : '' });
            }}
          >
            {modes.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={t(`trips.mode.${m}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {(listed.length > 0 || typed) && (
        <FormControl fullWidth>
          <InputLabel id="trip-destination-label">{t('trips.destination.label')}</InputLabel>
          <Select
            labelId="trip-destination-label"
            label={t('trips.destination.label')}
            value={selected}
            onChange={(e) => onChange({ ...value, destination: e.target.value === OTHER ? ' ' : e.target.value === WITHIN ? '' : e.target.value })}
          >
            <MenuItem value={WITHIN}>{t('trips.destination.within', { city: ltr(city) })}</MenuItem>
            {listed.map((d) => (
              <MenuItem key={d.name} value={d.name}>
                {t('trips.destination.to', { from: ltr(city), to: ltr(d.name) })}
              </MenuItem>
            ))}
            {typed && <MenuItem value={OTHER}>{t('trips.destination.other')}</MenuItem>}
          </Select>
        </FormControl>
      )}
      {selected === OTHER && (
        <TextField
          label={t('trips.destination.other')}
          value={value.destination.trimStart()}
          onChange={(e) => onChange({ ...value, destination: e.target.value || ' ' })}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
      )}
    </Stack>
  );
}
