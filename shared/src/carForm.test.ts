import { describe, expect, it } from 'vitest';
import { carFormSchema, type CarFormValues } from './carForm.js';
import { messageInEnglish } from './i18n/errorText.js';

const blank: CarFormValues = {
  make: 'OTHER', customMake: '', model: '', year: '', engineSize: '', color: '', transmission: '', fuelType: '',
  isInsured: false, features: '', imageUrls: [], pricePerDay: '', description: '', registrationNumber: '',
};
const filled: CarFormValues = { ...blank, make: 'KIA', model: 'Picanto', year: '2020', pricePerDay: '3000', transmission: 'MANUAL', fuelType: 'DIESEL' };

/** The first problem of each field, as the form shows them in English. */
function problems(values: CarFormValues): Record<string, string> {
  const parsed = carFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    found[name] ??= messageInEnglish(issue.message);
  }
  return found;
}

describe('the car form (spec §5)', () => {
  it('reports each rule on a blank form, the fields that are required and the choices not made', () => {
    expect(problems(blank)).toEqual({
      customMake: 'Please specify the make',
      model: 'Model is required',
      year: 'Year is required',
      transmission: 'Choose the transmission',
      fuelType: 'Choose the fuel type',
      pricePerDay: 'Enter the price per day in whole rupees',
    });
    expect(problems({ ...filled, make: 'OTHER' })).toEqual({ customMake: 'Please specify the make' });
  });

  it('holds a year and a price to whole numbers in range, typed in Latin or Urdu digits', () => {
    expect(problems({ ...filled, year: '1999' }).year).toBe('Year must be 2000 or later');
    expect(problems({ ...filled, year: '2020.5' }).year).toBe('Year must be a whole number');
    expect(problems({ ...filled, pricePerDay: '0' }).pricePerDay).toBe('Price per day must be more than 0');
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, year: '۲۰۲۰', pricePerDay: '۳۰۰۰' })).toEqual({});
  });

  it('sends the body the server checks: trimmed, features per item, no custom make unless OTHER, the plate as stored', () => {
    const body = carFormSchema.parse({ ...filled, customMake: 'x', model: ' Picanto ', features: ' AC , ,GPS ', registrationNumber: 'lea 1234' });
    expect(body).toMatchObject({ make: 'KIA', customMake: '', model: 'Picanto', year: 2020, pricePerDay: 3000, features: ['AC', 'GPS'], registrationNumber: 'LEA-1234' });
    expect(carFormSchema.parse({ ...filled, registrationNumber: '  ' }).registrationNumber).toBeNull();
    expect(problems({ ...filled, registrationNumber: '12345' }).registrationNumber).toBe('Enter the registration number as on the plate, e.g. LEA-1234, BKR-567 or ICT-AB-123');
  });
});
