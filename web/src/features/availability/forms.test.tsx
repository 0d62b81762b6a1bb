// The availability forms on useZodForm: a wrong value is said under its field and nothing is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RULES, en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { CalendarSyncPanel } from './CalendarSyncPanel';
import { RulesForm } from './RulesForm';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  useSession.getState().logout();
  useLocale.setState({ locale: 'en', catalog: en });
});

const answer = { effective: DEFAULT_RULES, service: {}, car: {}, words: [], openingHoursWords: [], canManage: true };

describe('the rules form', () => {
  it('says an empty or wrong number under its field and saves nothing', async () => {
    stubApi({});
    const onSave = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderAt(<RulesForm answer={answer} level="service" saving={false} onSave={onSave} />, '/');
    await user.clear(screen.getByRole('textbox', { name: 'Minimum days' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Weekend day rate/ }), { target: { value: 'abc' } });
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Minimum days is required')).toBeTruthy();
    expect(screen.getByText('Weekend price must be a number')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says the rules in Urdu on the Urdu screens, the field they name in Urdu too', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    stubApi({});
    const onSave = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderAt(<RulesForm answer={answer} level="service" saving={false} onSave={onSave} />, '/');
    await user.clear(document.querySelector<HTMLInputElement>('input[name="minDays"]')!);
    fireEvent.change(document.querySelector('input[name="weekendPricePerDay"]')!, { target: { value: 'abc' } });
    await user.click(screen.getByRole('button', { name: 'شرائط محفوظ کریں' }));
    expect(await screen.findByText('کم از کم دن ضروری ہے')).toBeTruthy();
    expect(screen.getByText('ویک اینڈ کی قیمت ایک عدد ہونا چاہیے')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the weekday whose hours are the wrong way round, and saves the rules once right', async () => {
    stubApi({});
    const onSave = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderAt(<RulesForm answer={answer} level="service" saving={false} onSave={onSave} />, '/');
    await user.click(screen.getByRole('checkbox', { name: 'Any time' }));
    fireEvent.change(screen.getByLabelText('Wednesday Closes'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('On Wednesdays, closing time must be after opening time')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Wednesday Closes'), { target: { value: '17:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum days' }), { target: { value: '۲' } });
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]).toMatchObject([{ minDays: 2, openingHours: { wed: { open: '09:00', close: '17:00' } } }]);
  });
});

describe('calendar sync', () => {
  it('says an address too short to be one under the field and imports nothing', async () => {
    const calls = stubApi({ 'GET /api/cars/car-1/calendar-sync': { body: { feedUrl: 'http://localhost/feed.ics', imports: [] } } });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<CalendarSyncPanel carId="car-1" />, '/');
    await screen.findByDisplayValue('http://localhost/feed.ics');
    await user.type(screen.getByRole('textbox', { name: 'Calendar address (https://…)' }), 'http://a');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Enter the full address of the calendar (https://…)')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of the address under the field", async () => {
    stubApi({
      'GET /api/cars/car-1/calendar-sync': { body: { feedUrl: 'http://localhost/feed.ics', imports: [] } },
      'POST /api/cars/car-1/calendar-imports': { status: 400, body: { message: 'Invalid input', code: 'VALIDATION', fields: { url: 'Only http and https addresses can be imported' } } },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<CalendarSyncPanel carId="car-1" />, '/');
    await screen.findByDisplayValue('http://localhost/feed.ics');
    await user.type(screen.getByRole('textbox', { name: 'Calendar address (https://…)' }), 'ftp://calendar.example/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Only http and https addresses can be imported')).toBeTruthy();
  });
});
