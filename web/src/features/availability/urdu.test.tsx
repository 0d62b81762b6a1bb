// The availability calendar in Urdu: weekday and month names and each day's words for screen
// readers in Urdu, the week laid out right to left by the page's direction.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { LocaleRoot, useLocale } from '@/lib/i18n';
import { customerDay } from './AvailabilityCalendar';
import { MonthGrid } from './MonthGrid';

afterEach(() => useLocale.setState({ locale: 'en', catalog: en }));

describe('the calendar in Urdu', () => {
  it('names months, weekdays and day states in Urdu', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    render(
      <LocaleRoot>
        <MonthGrid month="2030-03" day={(date) => customerDay(date, '2030-03-10', [], undefined)} />
      </LocaleRoot>,
    );
    expect(await screen.findByRole('columnheader', { name: 'پیر' })).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-label')).toMatch(/مارچ/);
    const days = screen.getAllByRole('img');
    expect(days[0]!.getAttribute('aria-label')).toMatch(/^جمعہ.*مارچ.*: گزر چکا$/);
    expect(days[14]!.getAttribute('aria-label')).toMatch(/: دستیاب$/);
    expect(document.documentElement.dir).toBe('rtl');
  });
});
