import { describe, expect, it } from 'vitest';
import { composeCarName, displayMake, formatPKR, groupThousands, makeLabel, makeName, shortId } from './format.js';

describe('display rules', () => {
  it('formats rupees with digit grouping and no dollar sign', () => {
    expect(formatPKR(12500)).toBe('PKR 12,500');
    expect(formatPKR(0)).toBe('PKR 0');
  });
  it('groups whole numbers exactly as Intl does for en-PK, without Intl', () => {
    const intl = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
    const values = [0, -0, 1, 9, 10, 999, 1000, 12500, 99999, 100000, 1234567, 2.5, 3.5, -2.5, 0.4, -0.4, 12499.5, -12500, 1e15, Number.MAX_SAFE_INTEGER];
    for (let n = 1; n < 1e12; n = n * 7 + 3) values.push(n, -n, n + 0.5);
    for (const value of values) expect(groupThousands(value), String(value)).toBe(intl.format(value));
    for (const value of [NaN, Infinity, -Infinity, 1e300]) {
      expect(groupThousands(value)).toBeNull();
      expect(formatPKR(value)).toBe(`PKR ${intl.format(value)}`);
    }
    expect(formatPKR(1234567.6)).toBe('PKR 1,234,568');
  });
  it('shows makes with underscores as spaces, and the custom make for OTHER', () => {
    expect(makeLabel('MERCEDES_BENZ')).toBe('MERCEDES BENZ');
    expect(displayMake({ make: 'OTHER', customMake: 'Haval' })).toBe('Haval');
    expect(displayMake({ make: 'TOYOTA', customMake: 'ignored' })).toBe('TOYOTA');
  });
  it('shows every make in one case: title case, abbreviations in capitals, custom makes as typed but capitalised', () => {
    expect(makeName({ make: 'TOYOTA' })).toBe('Toyota');
    expect(makeName({ make: 'MERCEDES_BENZ' })).toBe('Mercedes Benz');
    expect(makeName({ make: 'BMW' })).toBe('BMW');
    expect(makeName({ make: 'MG' })).toBe('MG');
    expect(makeName({ make: 'OTHER', customMake: ' haval ' })).toBe('Haval');
    expect(makeName({ make: 'OTHER', customMake: 'FAW' })).toBe('FAW');
    expect(makeName({ make: 'OTHER', customMake: 'Changan' })).toBe('Changan');
    expect(makeName({ make: 'OTHER', customMake: '' })).toBe('Other');
  });
  it('composes the car name, defaulting to New Car', () => {
    expect(composeCarName({ make: 'RANGE_ROVER', model: 'Velar', year: 2020 })).toBe('RANGE ROVER Velar 2020');
    expect(composeCarName({ make: '', model: '', year: 0 })).toBe('New Car');
  });
  it('shows the last six characters of an id', () => {
    expect(shortId('0f8e3c1a-aaaa-bbbb-cccc-1234567890ab')).toBe('7890ab');
  });
});
