import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BusyButton } from './BusyButton';

describe('BusyButton', () => {
  it('is disabled with a spinner while busy, and its own icon otherwise', () => {
    const { rerender } = render(<BusyButton busy={false} startIcon={<span data-testid="icon" />}>Save</BusyButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('icon')).not.toBeNull();
    rerender(<BusyButton busy startIcon={<span data-testid="icon" />}>Save</BusyButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    expect(screen.queryByTestId('icon')).toBeNull();
  });

  it('stays disabled when told so, busy or not', () => {
    render(<BusyButton busy={false} disabled>Save</BusyButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
