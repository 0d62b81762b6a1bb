// The agreement's check page: the chosen file's SHA-256 is computed in the browser and sent; the
// answer says whether it is the copy on record.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { renderAt, stubApi } from '@/test/app';
import { AgreementVerifyPage } from './AgreementVerifyPage';
import { sha256OfFile } from './api';

const ID = '11111111-2222-4333-8444-555555abcdef';
afterEach(() => vi.unstubAllGlobals());

describe('AgreementVerifyPage', () => {
  it('computes the SHA-256 of the chosen PDF and says it is the copy on record', async () => {
    const bytes = '%PDF-1.7 the agreement';
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await sha256OfFile(new Blob([bytes]))).toBe(expected);
    const calls = stubApi({
      [`GET /api/agreements/${ID}/verify`]: () => ({ body: { matches: true, issuedAt: '2030-01-10T05:15:00.000Z' } }),
    });
    renderAt(<AgreementVerifyPage />, `/agreements/${ID}/verify`, '/agreements/:id/verify');
    expect(await screen.findByRole('heading', { name: 'Check a rental agreement' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('agreement-file'), { target: { files: [new File([bytes], 'agreement.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/This copy is the agreement on record/)).toBeTruthy();
    const asked = calls.at(-1)!.url;
    expect(asked).toContain(`sha256=${expected}`);
  });

  it('says when the copy differs', async () => {
    stubApi({ [`GET /api/agreements/${ID}/verify`]: { body: { matches: false, issuedAt: '2030-01-10T05:15:00.000Z' } } });
    renderAt(<AgreementVerifyPage />, `/agreements/${ID}/verify`, '/agreements/:id/verify');
    fireEvent.change(await screen.findByTestId('agreement-file'), { target: { files: [new File(['changed'], 'agreement.pdf')] } });
    expect(await screen.findByText(/This copy is not the one on record/)).toBeTruthy();
  });
});
