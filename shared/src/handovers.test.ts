import { describe, expect, it } from 'vitest';
import { handoverAcknowledgeSchema, handoverDifferences, handoverDraftSchema, licenceProblem, serviceMarkPassed } from './handovers.js';
import { DEFAULT_TRIP_TERMS } from './tripTerms.js';

const terms = { ...DEFAULT_TRIP_TERMS, kmPerDay: 200, extraKmRate: 25, fuelPolicy: 'same_to_same' as const, fuelEighthPrice: 1_500, lateGraceMinutes: 60, lateHourlyRate: 1_000, lateFullDayAfterHours: 4 };
const booking = { startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' };

describe('handoverDifferences', () => {
  it('prices the kilometres over those included, a fuel shortfall and a late return', () => {
    const d = handoverDifferences({
      checkIn: { odometerKm: 10_000, fuelEighths: 8 },
      checkOut: { odometerKm: 10_750, fuelEighths: 5 },
      returnedAt: '2030-01-13T12:30:00',
      booking,
      terms,
      dayRate: 8_000,
    });
    // 3 days × 200 km = 600 included; 150 over at 25.
    expect(d.km).toEqual({ driven: 750, included: 600, extra: 150, amount: 3_750 });
    expect(d.fuel).toEqual({ difference: -3, short: 3, amount: 4_500, policy: 'same_to_same' });
    // 150 minutes late, 60 of grace: two hours begun at 1,000.
    expect(d.lateness).toMatchObject({ minutesLate: 150, amount: 2_000 });
    expect(d.total).toBe(3_750 + 4_500 + 2_000);
  });

  it('charges nothing with unlimited kilometres, fuel included, more fuel back and an early return', () => {
    const d = handoverDifferences({
      checkIn: { odometerKm: 500, fuelEighths: 2 },
      checkOut: { odometerKm: 5_000, fuelEighths: 6 },
      returnedAt: '2030-01-13T09:00:00',
      booking,
      terms: { ...terms, kmPerDay: null, fuelPolicy: 'included' },
      dayRate: 8_000,
    });
    expect(d.km).toEqual({ driven: 4_500, included: null, extra: 0, amount: 0 });
    expect(d.fuel).toMatchObject({ difference: 4, short: 0, amount: 0 });
    expect(d.lateness).toMatchObject({ minutesLate: 0, amount: 0 });
    expect(d.total).toBe(0);
  });

  it('a return late by the full-day threshold costs days at the day rate', () => {
    const d = handoverDifferences({ checkIn: { odometerKm: 0, fuelEighths: 4 }, checkOut: { odometerKm: 10, fuelEighths: 4 }, returnedAt: '2030-01-13T15:00:00', booking, terms, dayRate: 8_000 });
    expect(d.lateness).toMatchObject({ minutesLate: 300, amount: 8_000 });
  });
});

describe('licenceProblem', () => {
  it('blocks a self-drive trip ending after the licence expires, not one with a driver or within it', () => {
    expect(licenceProblem({ tripMode: 'self_drive', endDate: '2030-01-13T10:00:00' }, '2030-01-12')).toEqual({ expiresOn: '2030-01-12' });
    expect(licenceProblem({ tripMode: 'self_drive', endDate: '2030-01-13T10:00:00' }, '2030-01-13')).toBeNull();
    expect(licenceProblem({ tripMode: 'with_driver', endDate: '2030-01-13T10:00:00' }, '2030-01-12')).toBeNull();
    expect(licenceProblem({ tripMode: 'self_drive', endDate: '2030-01-13T10:00:00' }, null)).toBeNull();
  });
});

describe('handover payloads', () => {
  it('reads a code in Urdu digits with spaces, and refuses other shapes', () => {
    expect(handoverAcknowledgeSchema.parse({ code: '۱۲۳ ۴۵۶' })).toEqual({ code: '123456' });
    expect(handoverAcknowledgeSchema.parse(undefined)).toEqual({});
    expect(handoverAcknowledgeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(handoverAcknowledgeSchema.safeParse({ code: 123456 }).success).toBe(false);
  });

  it('bounds the readings and the damage marks', () => {
    expect(handoverDraftSchema.safeParse({ kind: 'check_in', odometerKm: 12_000, fuelEighths: 8, damages: [{ x: 0.2, y: 0.9, note: 'scratch' }] }).success).toBe(true);
    for (const bad of [{ odometerKm: -1 }, { odometerKm: 1e12 }, { fuelEighths: 9 }, { fuelEighths: 2.5 }, { damages: [{ x: 2, y: 0 }] }, { kind: 'inspection' }, { notes: 'a\u0000b' }]) {
      expect(handoverDraftSchema.safeParse({ kind: 'check_in', odometerKm: 1, fuelEighths: 1, ...bad }).success).toBe(false);
    }
  });
});

describe('serviceMarkPassed', () => {
  it.each([
    // [previous, current, interval, mark]
    [9_800, 10_050, 5_000, 10_000],
    [9_800, 10_000, 5_000, 10_000], // reaching the mark is passing it
    [10_000, 10_400, 5_000, null], // already at the mark before
    [4_900, 15_100, 5_000, 15_000], // two marks at once: the latest
    [10_050, 14_999, 5_000, null],
    [null, 10_050, 5_000, null], // no earlier reading: nothing to pass from
    [9_800, 10_050, null, null], // no interval set
    [9_800, 9_700, 5_000, null], // a lower reading (a correction) passes nothing
  ] as const)('from %s to %s every %s km: %s', (previous, current, interval, mark) => {
    expect(serviceMarkPassed(previous, current, interval)).toBe(mark);
  });
});
