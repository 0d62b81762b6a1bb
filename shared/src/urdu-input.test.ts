import { describe, expect, it } from 'vitest';
import { carSearchQuerySchema } from './cars.js';
import { cityInEnglish, cityInUrdu, urduCitiesInEnglish } from './cities.js';
import { latinDigits, numberFromText } from './digits.js';
import { phoneSchema } from './auth.js';
import { serviceInputSchema } from './services.js';
import { localDateTimeSchema } from './timeSchema.js';

describe('Urdu digits', () => {
  it('are read as 0–9 (Urdu and Arabic-Indic)', () => {
    expect(latinDigits('۰۳۰۰-۱۲۳۴۵۶۷')).toBe('0300-1234567');
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(numberFromText(' ۱۲۵۰۰ ')).toBe(12500);
    expect(numberFromText('')).toBeNaN();
  });

  it('are accepted in phones, dates and the search numbers', () => {
    expect(phoneSchema.parse('۰۳۰۰ ۱۲۳۴۵۶۷')).toBe('0300 1234567');
    expect(localDateTimeSchema.parse('۲۰۳۰-۰۱-۱۰T۱۰:۰۰')).toBe('2030-01-10T10:00:00');
    const q = carSearchQuerySchema.parse({ minPrice: '۵۰۰۰', maxPrice: '۹۰۰۰', page: '۲', minRating: '۴' });
    expect([q.minPrice, q.maxPrice, q.page, q.minRating]).toEqual([5000, 9000, 2, 4]);
    const service = serviceInputSchema.safeParse({ name: 'A', description: 'B', phone: '۰۴۲ ۱۲۳۴۵۶۷', addressLine1: 'C', city: 'Lahore', state: 'Punjab', postalCode: '۵۴۰۰۰', country: 'Pakistan' });
    expect(service.success && service.data.phone).toBe('042 1234567');
  });
});

describe('cities in either script', () => {
  it('an Urdu city name is searched as its English one, however it was typed', () => {
    expect(carSearchQuerySchema.parse({ city: 'لاہور' }).city).toBe('Lahore');
    expect(cityInEnglish('اسلام آباد')).toBe('Islamabad');
    expect(cityInEnglish('اسلام‌آباد')).toBe('Islamabad');
    expect(cityInEnglish('كراچي')).toBe('Karachi'); // Arabic kaf and yeh
    expect(cityInEnglish('Lahore')).toBe('Lahore');
    expect(cityInEnglish('Chitral')).toBe('Chitral');
    expect(carSearchQuerySchema.parse({ q: 'Corolla لاہور' }).q).toBe('Corolla Lahore');
    expect(urduCitiesInEnglish('ملتان')).toBe('Multan');
  });

  it('at least the ten largest have their Urdu names', () => {
    for (const city of ['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta', 'Sialkot', 'Hyderabad']) {
      expect(cityInUrdu(city)).toBeTruthy();
      expect(cityInEnglish(cityInUrdu(city)!)).toBe(city);
    }
    expect(cityInUrdu(' lahore ')).toBe('لاہور');
  });
});
