import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './DateField';

function Form({ initial = '' }: { initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField label="Start date" value={day} onChange={(e) => setDay(e.target.value)} />
      <output data-testid="value">{day}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Start date') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('takes day-month-year typing and gives the form an ISO day', async () => {
    render(<Form />);
    await userEvent.type(input(), '25-11-2026');
    expect(value()).toBe('2026-11-25');
    fireEvent.change(input(), { target: { value: '5/1/2030' } });
    expect(value()).toBe('2030-01-05');
    fireEvent.blur(input());
    expect(input().value).toBe('05-01-2030');
  });

  it('never takes a six-digit year: at most ten characters, and a longer year is no day', async () => {
    render(<Form />);
    expect(input().maxLength).toBe(10);
    fireEvent.change(input(), { target: { value: '25-11-202026' } });
    expect(value()).toBe('');
    fireEvent.blur(input());
    expect(screen.getByText('Type the date as day-month-year, for example 25-11-2026')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a day set from outside as day-month-year, and takes a pasted ISO day', () => {
    render(<Form initial="2030-01-10" />);
    expect(input().value).toBe('10-01-2030');
    fireEvent.change(input(), { target: { value: '2030-02-28' } });
    expect(value()).toBe('2030-02-28');
  });

  it("keeps the browser's calendar a click away, bounded to four-digit years", () => {
    const { container } = render(<Form />);
    expect(screen.getByRole('button', { name: 'Open the calendar' })).toBeTruthy();
    const calendar = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(calendar.max).toBe('9999-12-31');
    fireEvent.change(calendar, { target: { value: '2030-03-01' } });
    expect(value()).toBe('2030-03-01');
    expect(input().value).toBe('01-03-2030');
  });
});
