// The forms' schemas turn text as typed into the bodies the server checks: Urdu digits read as
// 0–9, empty text inherits or is "none", the server's rules said early with their catalog texts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIP_TERMS } from './trips.js';
import { tripTermsFormSchema, type TripTermsFormValues } from './tripTermsForm.js';
import { newReturnFormSchema } from './tripsSchema.js';
import { payoutFormSchema } from './earnings.js';
import { counterMoneyFormSchema, paymentTermsFormSchema } from './rentalMoneySchema.js';
import { handoverCodeFormSchema, handoverReadingsFormSchema } from './handovers.js';
import { messageInEnglish } from './i18n/errorText.js';

/** The first problem, its message in English. */
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => {
  const issue = result.error?.issues[0];
  return issue && { ...issue, message: messageInEnglish(issue.message) };
};

describe('number fields typed as text', () => {
  it('reads Urdu digits, and says a whole number is wanted for anything else', () => {
    expect(paymentTermsFormSchema.parse({ advancePercent: '۵۰', depositAmount: '0', depositReturnDays: '7' })).toEqual({ advancePercent: 50, depositAmount: 0, depositReturnDays: 7 });
    expect(firstMessage(paymentTermsFormSchema.safeParse({ advancePercent: 'half', depositAmount: '0', depositReturnDays: '7' }))).toMatchObject({ path: ['advancePercent'], message: 'Whole numbers only' });
    expect(firstMessage(counterMoneyFormSchema.safeParse({ kind: 'balance', amount: '', method: 'cash', reference: '' }))).toMatchObject({ path: ['amount'], message: 'Whole rupees only' });
    expect(handoverReadingsFormSchema.parse({ odometerKm: ' ۴۲۰۰۰ ', fuelEighths: 8, damages: [], notes: ' ok ' })).toEqual({ odometerKm: 42000, fuelEighths: 8, damages: [], notes: 'ok' });
  });

  it('refuses a payout above what is available, with the amount in the text', () => {
    expect(firstMessage(payoutFormSchema(9000).safeParse({ amount: '9001', reference: 'HBL-7' }))?.message).toBe('At most PKR 9,000 is available to pay out');
    expect(payoutFormSchema(9000).parse({ amount: '9000', reference: ' HBL-7 ' })).toEqual({ amount: 9000, reference: 'HBL-7' });
  });

  it('wants the six digits of a handover code', () => {
    expect(handoverCodeFormSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(firstMessage(handoverCodeFormSchema.safeParse({ code: '12345' }))?.message).toBe('Enter the six digits of the code the renter received');
  });
});

describe('a new return', () => {
  it('is a day and a time, later for an extension and earlier for a shortening', () => {
    const end = '2030-01-11T10:00:00';
    expect(newReturnFormSchema(end, 'later').parse({ day: '2030-01-12', time: '09:30' })).toEqual({ endDate: '2030-01-12T09:30:00' });
    expect(firstMessage(newReturnFormSchema(end, 'later').safeParse({ day: '2030-01-10', time: '10:00' }))).toMatchObject({ path: ['day'], message: 'The new return must be after the current one' });
    expect(firstMessage(newReturnFormSchema(end, 'earlier').safeParse({ day: '', time: '10:00' }))).toMatchObject({ path: ['day'], message: 'Choose the day of the new return' });
  });
});

describe('the trip terms form', () => {
  const blank = (): TripTermsFormValues => ({
    driverHoursPerDay: '', overtimeHourlyRate: '', nightAllowance: '', mealAllowancePerDay: '', kmPerDay: '', extraKmRate: '',
    fuelEighthPrice: '', outOfCitySurchargePerDay: '', lateGraceMinutes: '', lateHourlyRate: '', lateFullDayAfterHours: '', deposit: '',
    modes: '', fuelPolicy: '', outOfCity: '', tolls: '',
    ownDestinations: false, destinations: [{ name: 'Murree', surchargePerDay: '3000', withDriverOnly: true }], ownSeasons: false, seasons: [],
  });

  it("on a car sends only what is its own: empty fields, choices and the service's lists are inherited", () => {
    expect(tripTermsFormSchema('car').parse({ ...blank(), kmPerDay: '200', tolls: 'included' })).toEqual({ kmPerDay: 200, tolls: 'included' });
    expect(tripTermsFormSchema('car').parse({ ...blank(), ownDestinations: true })).toEqual({ destinations: [{ name: 'Murree', surchargePerDay: 3000, withDriverOnly: true }] });
  });

  it('on a service makes empty kilometres and meals "none", and checks the rows', () => {
    const service = { ...blank(), ownDestinations: true, ownSeasons: true, modes: DEFAULT_TRIP_TERMS.modes };
    expect(tripTermsFormSchema('service').parse(service)).toMatchObject({ kmPerDay: null, mealAllowancePerDay: null, modes: DEFAULT_TRIP_TERMS.modes });
    const wrong = tripTermsFormSchema('service').safeParse({ ...service, seasons: [{ name: 'Eid', from: '2030-04-10', to: '2030-04-01', pricePerDay: '9000' }] });
    expect(firstMessage(wrong)).toMatchObject({ path: ['seasons', 0, 'to'], message: 'The season must end on or after its first day' });
  });
});
