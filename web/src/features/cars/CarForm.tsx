// The car form shared by add and edit (spec §2, §3, §5): width 600, titled with the composed name
// or "New Car"; validation of spec §5 with the shared form schema before sending (the server
// checks the body again).
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, FormControl, FormControlLabel, FormHelperText, InputAdornment, InputLabel, Link, MenuItem, Paper, Select, Stack, Switch, TextField, Typography } from '@mui/material';
import { CAR_MAKES, FUEL_TYPES, TRANSMISSIONS, carFormSchema, composeCarName, type Car, type CarFormValues, type CarInput, type CarMake } from '@carrental/shared';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useZodForm } from '@/lib/useZodForm';
import { useMakeName } from './carText';
import { CarImagesField } from './CarImagesField';
import { BusyButton } from '@/components/BusyButton';

/** Spec §3 defaults of a new car: make other, year 0 (empty), not insured, price 0; transmission and fuel chosen by the vendor (decision 0035). */
export function initialValues(car?: Car): CarFormValues {
  return {
    make: car?.make ?? 'OTHER',
    customMake: car?.customMake ?? '',
    model: car?.model ?? '',
    year: car?.year ? String(car.year) : '',
    engineSize: car?.engineSize ?? '',
    color: car?.color ?? '',
    transmission: car?.transmission ?? '',
    fuelType: car?.fuelType ?? '',
    isInsured: car?.isInsured ?? false,
    features: car?.features.join(', ') ?? '',
    imageUrls: car?.imageUrls ?? [],
    pricePerDay: car?.pricePerDay ? String(car.pricePerDay) : '',
    description: car?.description ?? '',
    registrationNumber: car?.registrationNumber ?? '',
  };
}

/** The fields that can be wrong, in the order they appear, with their labels (for the summary). */
const FIELD_ORDER = [
  ['make', 'cars.form.make'],
  ['customMake', 'cars.form.customMake'],
  ['model', 'cars.form.model'],
  ['year', 'cars.form.year'],
  ['pricePerDay', 'cars.form.pricePerDay'],
  ['registrationNumber', 'cars.form.registration'],
  ['engineSize', 'cars.form.engineSize'],
  ['color', 'cars.form.color'],
  ['transmission', 'cars.form.transmission'],
  ['fuelType', 'cars.form.fuelType'],
  ['imageUrls', 'cars.form.photos'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

const fieldId = (key: string) => `car-form-${key}`;

/** Brings a field into view and puts the cursor in it (a phone's submit sits far below the field). */
function focusField(key: string) {
  const element = document.getElementById(fieldId(key));
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}

interface Props {
  carId: string;
  serviceId: string;
  car?: Car;
  submitLabel: string;
  /** Spec §8 fallback when the server gives no message. */
  failureMessage: string;
  onSubmit(input: CarInput): Promise<void>;
  onCancel(): void;
  /** The save mutation is running (its isPending). */
  saving: boolean;
}

export function CarForm({ carId, serviceId, car, submitLabel, failureMessage, onSubmit, onCancel, saving }: Props) {
  const { t } = useI18n();
  const makeName = useMakeName();
  const form = useZodForm(carFormSchema, initialValues(car));
  const { values, errors, set } = form;
  const [uploading, setUploading] = useState(false);
  const wrong = FIELD_ORDER.filter(([key]) => errors[key]);
  // Each refused submit moves to the first wrong field, once the errors are on screen; a field
  // being corrected does not move the focus.
  useEffect(() => {
    if (form.refusals === 0) return;
    const first = FIELD_ORDER.find(([key]) => errors[key]);
    if (first) focusField(first[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.refusals]);
  // "OTHER" with no custom make yet names nothing: the title stays "New Car" until something does.
  const namedMake = values.make === 'OTHER' && !values.customMake.trim() ? undefined : values.make;
  const named = !!(namedMake || values.model.trim() || Number(values.year));
  const title = named
    ? composeCarName({ make: namedMake, customMake: values.customMake.trim(), model: values.model.trim(), year: Number(values.year) || undefined })
    : t('cars.form.newCar');

  const submit = form.submit((body) => onSubmit({ ...body, id: carId, serviceId }), failureMessage);

  const field = (key: 'model' | 'year' | 'engineSize' | 'color' | 'pricePerDay' | 'customMake' | 'registrationNumber', label: MessageKey, extra: object = {}) => (
    <TextField id={fieldId(key)} label={t(label)} value={values[key]} onChange={(e) => set(key, e.target.value)} error={!!errors[key]} helperText={errors[key] ?? ' '} fullWidth disabled={saving} {...extra} />
  );

  return (
    <Paper component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 600, mx: 'auto' }} aria-labelledby="car-form-title">
      <Typography id="car-form-title" variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>{title}</Typography>
      {form.formError && <Alert severity="error" sx={{ mb: 2 }}>{form.formError}</Alert>}
      <Stack spacing={1}>
        <FormControl fullWidth error={!!errors.make} disabled={saving} required>
          <InputLabel id="make-select-label">{t('cars.form.make')}</InputLabel>
          <Select SelectDisplayProps={{ id: fieldId('make') }} labelId="make-select-label" label={t('cars.form.make')} value={values.make} onChange={(e) => set('make', e.target.value as CarMake)}>
            {CAR_MAKES.map((m) => <MenuItem key={m} value={m}>{makeName(m)}</MenuItem>)}
          </Select>
          <FormHelperText>{errors.make ?? ' '}</FormHelperText>
        </FormControl>
        {values.make === 'OTHER' && field('customMake', 'cars.form.customMake', { required: true })}
        {field('model', 'cars.form.model', { required: true })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          {field('year', 'cars.form.year', { required: true, type: 'text', slotProps: { htmlInput: { inputMode: 'numeric' } } })}
          {field('pricePerDay', 'cars.form.pricePerDay', { required: true, type: 'text', slotProps: { input: { startAdornment: <InputAdornment position="start">{t('cars.form.currency')}</InputAdornment> }, htmlInput: { inputMode: 'numeric' } } })}
        </Stack>
        {field('registrationNumber', 'cars.form.registration', {
          placeholder: t('cars.form.registrationPlaceholder'),
          helperText: errors.registrationNumber ?? t('cars.form.registrationHelp'),
          slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false, dir: 'ltr' } },
        })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          {field('engineSize', 'cars.form.engineSize', { placeholder: t('cars.form.enginePlaceholder') })}
          {field('color', 'cars.form.color')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <FormControl fullWidth disabled={saving} required error={!!errors.transmission}>
            <InputLabel id="transmission-select-label">{t('cars.form.transmission')}</InputLabel>
            <Select id={fieldId('transmission')} labelId="transmission-select-label" label={t('cars.form.transmission')} value={values.transmission} onChange={(e) => set('transmission', e.target.value as CarFormValues['transmission'])}>
              {TRANSMISSIONS.map((v) => <MenuItem key={v} value={v}>{t(`cars.transmission.${v}`)}</MenuItem>)}
            </Select>
            <FormHelperText>{errors.transmission ?? ' '}</FormHelperText>
          </FormControl>
          <FormControl fullWidth disabled={saving} required error={!!errors.fuelType}>
            <InputLabel id="fuel-select-label">{t('cars.form.fuelType')}</InputLabel>
            <Select id={fieldId('fuelType')} labelId="fuel-select-label" label={t('cars.form.fuelType')} value={values.fuelType} onChange={(e) => set('fuelType', e.target.value as CarFormValues['fuelType'])}>
              {FUEL_TYPES.map((v) => <MenuItem key={v} value={v}>{t(`cars.fuel.${v}`)}</MenuItem>)}
            </Select>
            <FormHelperText>{errors.fuelType ?? ' '}</FormHelperText>
          </FormControl>
        </Stack>
        <FormControlLabel control={<Switch checked={values.isInsured} onChange={(e) => set('isInsured', e.target.checked)} disabled={saving} />} label={t('cars.form.insured')} />
        <TextField label={t('cars.form.features')} value={values.features} onChange={(e) => set('features', e.target.value)} helperText={t('cars.form.featuresHelp')} fullWidth disabled={saving} />
        <TextField label={t('cars.form.description')} value={values.description} onChange={(e) => set('description', e.target.value)} multiline minRows={3} fullWidth disabled={saving} sx={{ mt: 1 }} />
        <Box sx={{ pt: 2 }}>
          <CarImagesField serviceId={serviceId} carId={carId} urls={values.imageUrls} onChange={(urls) => set('imageUrls', urls)} onBusyChange={setUploading} />
          {errors.imageUrls && <Alert id={fieldId('imageUrls')} tabIndex={-1} severity="error" sx={{ mt: 1 }}>{errors.imageUrls}</Alert>}
        </Box>
        {wrong.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} aria-labelledby="car-form-errors-title">
            <AlertTitle id="car-form-errors-title">{t('cars.form.errorSummary')}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {wrong.map(([key, label]) => (
                <li key={key}>
                  <Link
                    href={`#${fieldId(key)}`}
                    color="inherit"
                    underline="always"
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(key);
                    }}
                  >
                    {t('cars.form.errorItem', { field: t(label), error: errors[key]! })}
                  </Link>
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ pt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving}>{t('common.cancel')}</Button>
          <BusyButton type="submit" variant="contained" busy={saving} disabled={uploading}>
            {saving ? t('cars.form.saving') : submitLabel}
          </BusyButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
