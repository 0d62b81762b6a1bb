import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { carFormSchema } from '@carrental/shared';
import { CarForm, initialValues } from './CarForm';

vi.setConfig({ testTimeout: 20_000 });

function renderForm(onSubmit = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CarForm carId="car-1" serviceId="service-1" submitLabel="Add Car" failureMessage="Failed" onSubmit={onSubmit} onCancel={() => {}} saving={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('car form errors', () => {
  it('moves to the first wrong field and lists every error beside the button', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    // No silent defaults: transmission and fuel start unchosen.
    expect(initialValues()).toMatchObject({ transmission: '', fuelType: '' });
    await user.type(screen.getByLabelText(/Model/), 'Corolla');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    // The make is "Other" with no name yet: that field comes first.
    await waitFor(() => expect(document.activeElement?.id).toBe('car-form-customMake'));
    const summary = screen.getByRole('alert', { name: 'Please correct these fields to save the car:' });
    const items = within(summary).getAllByRole('link');
    expect(items.map((b) => b.textContent)).toEqual([
      'Custom make: Please specify the make',
      'Year: Year is required',
      'Price per day: Enter the price per day in whole rupees',
      'Transmission: Choose the transmission',
      'Fuel type: Choose the fuel type',
    ]);
    await user.click(items[2]!);
    expect(document.activeElement?.id).toBe('car-form-pricePerDay');
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected fields leave the summary; a new refusal moves to the first one still wrong.
    await user.type(screen.getByLabelText(/Custom make/), 'Suzuki');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('car-form-year'));
    expect(within(screen.getByRole('alert', { name: /Please correct/ })).getAllByRole('link')).toHaveLength(4);
  });
});

describe('car form registration number', () => {
  it('refuses a shape no plate has, accepts a plate as typed, and sends it the stored way', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText(/Custom make/), 'Suzuki');
    await user.type(screen.getByLabelText(/Model/), 'Alto');
    await user.type(screen.getByLabelText(/Year/), '2022');
    await user.type(screen.getByLabelText(/Price per day/), '5000');
    await user.type(screen.getByLabelText(/Registration number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    const summary = await screen.findByRole('alert', { name: /Please correct/ });
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toContain(
      'Registration number: Enter the registration number as on the plate, e.g. LEA-1234, BKR-567 or ICT-AB-123',
    );
    await user.clear(screen.getByLabelText(/Registration number/));
    await user.type(screen.getByLabelText(/Registration number/), 'lea 1234');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    const remaining = within(screen.getByRole('alert', { name: /Please correct/ })).getAllByRole('link').map((l) => l.textContent);
    expect(remaining.some((text) => text?.startsWith('Registration number'))).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
    // What is sent: the plate the way it is stored; an empty field sends none.
    const filled = { ...initialValues(), make: 'KIA' as const, model: 'Picanto', year: '2020', pricePerDay: '3000', transmission: 'MANUAL' as const, fuelType: 'DIESEL' as const };
    expect(carFormSchema.parse({ ...filled, registrationNumber: 'lea 1234' }).registrationNumber).toBe('LEA-1234');
    expect(carFormSchema.parse({ ...filled, registrationNumber: '  ' }).registrationNumber).toBeNull();
  });
});
