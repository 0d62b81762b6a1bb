// The profile's Identity section: statuses and a rejection's reason, the numbers checked before
// sending and sent as typed (the server keeps the CNIC with dashes), a photo chosen per kind; the
// booking form's prompt links to the profile; the admins' review rejects with a template reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { IdentityAnswer } from '@carrental/shared';
import { IdentityCard } from './IdentityCard';
import { IdentityPrompt } from './IdentityPrompt';
import { IdentityReview } from './IdentityReview';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const missing = { status: 'MISSING', reason: null, reviewedAt: null } as const;
const answer = (over: Partial<IdentityAnswer> = {}): IdentityAnswer => ({
  userId: 'u1',
  name: 'Ayesha',
  cnic: null,
  licenceNumber: null,
  licenceAuthority: null,
  licenceExpiry: null,
  photos: [],
  pieces: { cnic: missing, licence: missing, selfie: missing },
  verified: false,
  ...over,
});
const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('IdentityCard', () => {
  it('shows each piece’s status with the reason of a rejection, and the four photo inputs', async () => {
    answerRequests(
      vi.fn(async () =>
        json(
          answer({
            cnic: '35202-1234567-1',
            photos: [{ kind: 'cnic_front', url: '/api/files/signed?key=a', uploadedAt: '2030-01-01T00:00:00Z' }],
            pieces: { cnic: { status: 'REJECTED', reason: 'unreadable', reviewedAt: '2030-01-02T00:00:00Z' }, licence: { status: 'PENDING', reason: null, reviewedAt: null }, selfie: missing },
          }),
        ),
      ),
    );
    wrap(<IdentityCard />);
    expect(await screen.findByTestId('identity-status-cnic')).toHaveProperty('textContent', 'Rejected');
    expect(screen.getByText('Reason: The photo or number cannot be read')).toBeTruthy();
    expect(screen.getByTestId('identity-status-licence').textContent).toBe('Waiting for review');
    expect(screen.getByTestId('identity-status-selfie').textContent).toBe('Not complete');
    expect(screen.getByRole('img', { name: 'Photo: CNIC, front' })).toBeTruthy();
    for (const name of ['Replace photo: CNIC, front', 'Choose photo: CNIC, back', 'Choose photo: Driving licence', 'Choose photo: Selfie']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect((screen.getByLabelText('CNIC number') as HTMLInputElement).value).toBe('35202-1234567-1');
  });

  it('refuses a CNIC of the wrong shape before sending, then sends the numbers', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? json(answer({ cnic: '35202-1234567-1' })) : json(answer())));
    answerRequests(fetchMock);
    wrap(<IdentityCard />);
    const cnic = await screen.findByLabelText('CNIC number');
    fireEvent.change(cnic, { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Driving licence number'), { target: { value: 'LHR-1' } });
    fireEvent.change(screen.getByLabelText('Issued by'), { target: { value: 'Punjab' } });
    fireEvent.change(screen.getByLabelText('Licence valid until'), { target: { value: '2031-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save numbers' }));
    expect(await screen.findByText(/13 digits/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(cnic, { target: { value: '3520212345671' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save numbers' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toMatch(/\/api\/users\/me\/identity$/);
    expect(JSON.parse(String(init?.body))).toEqual({ cnic: '3520212345671', licenceNumber: 'LHR-1', licenceAuthority: 'Punjab', licenceExpiry: '2031-06-30' });
  });
});

describe('IdentityPrompt', () => {
  it('says what is missing and links to the profile', () => {
    wrap(<IdentityPrompt message="Self-drive bookings need an approved driving licence." />);
    const prompt = screen.getByTestId('identity-prompt');
    expect(within(prompt).getByText('Complete your identity')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile#identity');
  });
});

describe('IdentityReview', () => {
  it('shows the pieces side by side and rejects with a template reason', async () => {
    const pending = { status: 'PENDING', reason: null, reviewedAt: null } as const;
    const identity = answer({ cnic: '35202-1234567-1', pieces: { cnic: pending, licence: missing, selfie: missing }, reviews: [] });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? json({ ...identity, pieces: { ...identity.pieces, cnic: { status: 'REJECTED', reason: 'mismatch', reviewedAt: null } } }) : json(identity)));
    answerRequests(fetchMock);
    wrap(<IdentityReview userId="u1" />);
    const reject = await screen.findByRole('button', { name: 'Reject CNIC' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    // Nothing to review for a piece not given yet.
    expect(screen.queryByRole('button', { name: 'Approve Driving licence' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason for rejecting CNIC' }));
    fireEvent.click(await screen.findByRole('option', { name: 'The details do not match each other or the account' }));
    fireEvent.click(reject);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toMatch(/\/api\/identity\/users\/u1\/reviews$/);
    expect(JSON.parse(String(init?.body))).toEqual({ piece: 'cnic', decision: 'REJECTED', reason: 'mismatch' });
  });
});

describe('RenterIdentity', () => {
  it('shows the vendor the numbers and statuses, no photos; nothing when the server refuses', async () => {
    const { RenterIdentity } = await import('./RenterIdentity');
    answerRequests(vi.fn(async () => json({ userId: 'u1', name: 'Ayesha', cnic: '35202-1234567-1', cnicStatus: 'APPROVED', licenceNumber: 'LHR-1', licenceExpiry: '2031-06-30', licenceStatus: 'PENDING' })));
    const first = wrap(<RenterIdentity customerId="u1" />);
    const shown = await screen.findByTestId('renter-identity');
    expect(shown.textContent).toContain('35202-1234567-1');
    expect(shown.textContent).toContain('LHR-1');
    expect(shown.textContent).toContain('Waiting for review');
    expect(shown.querySelector('img')).toBeNull();
    first.unmount();

    const refused = vi.fn(async () => json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
    answerRequests(refused);
    wrap(<RenterIdentity customerId="u2" />);
    await waitFor(() => expect(refused).toHaveBeenCalled());
    expect(screen.queryByTestId('renter-identity')).toBeNull();
  });
});
