// The receipt page's "Download PDF": it asks the server for the booking's PDF in the screen's
// language and hands the file to the browser (a link clicked on an object URL).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BookingReceiptPage } from './BookingReceiptPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

const ID = booking().id;

beforeEach(() => {
  signIn('CUSTOMER');
  // jsdom has no object URLs; this file's own copy of the global gets them.
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('BookingReceiptPage', () => {
  it('downloads the server PDF of the receipt', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${ID}`]: { body: booking({ status: 'CONFIRMED' }) },
      [`GET /api/bookings/${ID}/money-history`]: { body: [] },
      [`GET /api/bookings/${ID}/receipt.pdf`]: { body: '%PDF-1.3' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(<BookingReceiptPage />, `/bookings/${ID}/receipt`, '/bookings/:id/receipt');
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET /api/bookings/${ID}/receipt.pdf`);
    expect(calls.find((c) => c.path.endsWith('/receipt.pdf'))!.headers.get('Accept-Language')).toBe('en');
  });
});
