import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api';
import { QueryBoundary } from './QueryBoundary';
import { AddressLine, addressParts } from './AddressLine';

const query = <T,>(over: Partial<{ isPending: boolean; isError: boolean; data: T; error: unknown; refetch(): unknown }>) => ({ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...over });

function show(q: ReturnType<typeof query<string[]>>) {
  return render(
    <QueryBoundary query={q} loading={<p>skeleton</p>} errorText="Failed to load services" empty={<p>nothing yet</p>}>
      {(items) => <p>{items.join('+')}</p>}
    </QueryBoundary>,
  );
}

describe('QueryBoundary', () => {
  it('shows the skeleton while loading', () => {
    show(query({ isPending: true }));
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('shows the error with Try again, which loads again', () => {
    const q = query<string[]>({ isError: true });
    show(q);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load services');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('keeps showing the data it has when loading it again fails (a form in it keeps what was typed)', () => {
    show(query<string[]>({ isError: true, data: ['a', 'b'], error: new ApiError(500, 'INTERNAL', 'boom') }));
    expect(screen.getByText('a+b')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a screen's own error view, given the error, instead of the alert", () => {
    render(
      <QueryBoundary query={{ ...query<string>({ isError: true }), error: new Error('declined') }} loading={null} errorView={(error) => <p>{`own view: ${(error as Error).message}`}</p>}>
        {(text) => <p>{text}</p>}
      </QueryBoundary>,
    );
    expect(screen.getByText('own view: declined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the empty state for an empty list and the content otherwise', () => {
    const { unmount } = show(query({ data: [] }));
    expect(screen.getByText('nothing yet')).toBeTruthy();
    unmount();
    show(query({ data: ['a', 'b'] }));
    expect(screen.getByText('a+b')).toBeTruthy();
  });

  it('says a 404 in its own words, and other failures as usual', () => {
    const draw = (error: unknown) =>
      render(
        <QueryBoundary query={query<string>({ isError: true, error })} loading={null} errorText="Failed to load the car" notFound={<p>Car not found</p>}>
          {(car) => <p>{car}</p>}
        </QueryBoundary>,
      );
    const { unmount } = draw(new ApiError(404, 'NOT_FOUND', 'Not found'));
    expect(screen.getByText('Car not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    draw(new ApiError(500, 'INTERNAL', 'Boom'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load the car');
  });

  it('shows `failure` in place of the alert (nothing, when another boundary says it)', () => {
    const { container } = render(
      <QueryBoundary query={query<string[]>({ isError: true })} loading={null} errorText="Failed" failure={null}>
        {(items) => <p>{items.join('+')}</p>}
      </QueryBoundary>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('AddressLine', () => {
  const address = { addressLine1: '7 Canal Road', addressLine2: ' ', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' };

  it('leaves out empty parts and writes the short form as street and city', () => {
    expect(addressParts(address)).toEqual(['7 Canal Road', 'Lahore', 'Punjab', '54000', 'Pakistan']);
    expect(addressParts(address, 'short')).toEqual(['7 Canal Road', 'Lahore']);
  });

  it('writes one line, or one part per line', () => {
    const { container, unmount } = render(<AddressLine address={address} form="short" />);
    expect(container.querySelector('address')!.textContent).toBe('7 Canal Road, Lahore');
    unmount();
    const lines = render(<AddressLine address={address} lines />);
    expect(lines.container.querySelectorAll('address p')).toHaveLength(5);
  });
});
