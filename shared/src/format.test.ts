import { describe, expect, it } from 'vitest';
import { composeCarName, displayMake, formatPKR, makeLabel, makeName, shortId } from './format.js';

describe('display rules', () => {
  it('formats rupees with digit grouping and no dollar sign', () => {
    expect(formatPKR(12500)).toBe('PKR 12,500');
    expect(formatPKR(0)).toBe('PKR 0');
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
