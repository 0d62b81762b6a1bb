// The trip filters of the car search (decision 0031): self-drive or with a driver, and a
// destination out of the city (cars that cannot make the trip are not listed).
import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useI18n } from '@/lib/i18n';
import type { TripFilter } from '@/lib/slots';

export type { TripFilter };

export function TripFilterFields({ value, onChange }: { value: TripFilter; onChange(patch: Partial<TripFilter>): void }) {
  const { t } = useI18n();
  return (
    <Stack spacing={1.5} data-testid="trip-filters">
      <FormControl size="small" fullWidth>
        <InputLabel id="trip-mode-filter">{t('trips.mode.label')}</InputLabel>
        <Select labelId="trip-mode-filter" label={t('trips.mode.label')} value={value.mode} onChange={(e) => onChange({ mode: e.target.value as TripFilter['mode'] })}>
          <MenuItem value="">{t('trips.mode.any')}</MenuItem>
          <MenuItem value="self_drive">{t('trips.mode.self_drive')}</MenuItem>
          <MenuItem value="with_driver">{t('trips.mode.with_driver')}</MenuItem>
        </Select>
      </FormControl>
      <TextField
        size="small"
        label={t('trips.destination.other')}
        placeholder={t('trips.destination.withinAny')}
        value={value.destination}
        onChange={(e) => onChange({ destination: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 60 }, inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
