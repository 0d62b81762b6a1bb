import { describe, expect, it } from 'vitest';
import { tripCalendarFile } from './tripCalendar.js';

describe('tripCalendarFile', () => {
  const file = tripCalendarFile({
    bookingId: 'b1',
    startDate: '2030-01-10T10:00:00',
    endDate: '2030-01-12T18:30:00',
    summary: 'Toyota Corolla 2022, Lahore Wheels',
    location: '12 Mall Road, Lahore; Punjab',
    description: 'Bring your CNIC\nand licence',
    zone: 'Asia/Karachi',
    now: new Date('2029-12-01T00:00:00Z'),
  });

  it('is one event from pick-up to return, in UTC (Karachi is 5 hours ahead)', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nDTSTART:20300110T050000Z\r\n');
    expect(file).toContain('\r\nDTEND:20300112T133000Z\r\n');
    expect(file).toContain('\r\nUID:booking-b1@rentwheels\r\n');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and new lines, and folds long lines', () => {
    expect(file).toContain('SUMMARY:Toyota Corolla 2022\\, Lahore Wheels');
    expect(file).toContain('LOCATION:12 Mall Road\\, Lahore\\; Punjab');
    expect(file).toContain('DESCRIPTION:Bring your CNIC\\nand licence');
    const long = tripCalendarFile({ bookingId: 'b', startDate: '2030-01-10T10:00:00', endDate: '2030-01-11T10:00:00', summary: 'لاہور'.repeat(20), location: '', description: '', zone: 'Asia/Karachi', now: new Date(0) });
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
