// Server state of the rental agreement (issue 31, decision 0042): a booking's agreement once made
// (null before), its PDF download, and the public check of a copy's SHA-256.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { shortId, type Agreement, type AgreementVerification } from '@carrental/shared';
import { api, ApiError, downloadFile } from '@/lib/api';

export const agreementKeys = {
  booking: (bookingId: string) => ['agreements', 'booking', bookingId] as const,
};

export const agreementQueries = {
  /** The booking's agreement, or null until the check-in's agreement is made. */
  booking: (bookingId: string) =>
    queryOptions({
      queryKey: agreementKeys.booking(bookingId),
      queryFn: async ({ signal }) => {
        try {
          return await api.get<Agreement>(`/bookings/${bookingId}/agreement`, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
    }),
};

export const useDownloadAgreement = (bookingId: string) =>
  useMutation({ mutationFn: () => downloadFile(`/bookings/${bookingId}/agreement.pdf`, `rentwheels-agreement-${shortId(bookingId)}.pdf`) });

/** A file's bytes (FileReader: every browser, and the tests' document too). */
const bytesOf = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });

/** The file's SHA-256 in hex, computed in the browser. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', Uint8Array.from(new Uint8Array(await bytesOf(file))));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const useVerifyAgreement = (agreementId: string) =>
  useMutation({
    mutationFn: async (file: Blob) => api.get<AgreementVerification>(`/agreements/${agreementId}/verify`, { query: { sha256: await sha256OfFile(file) } }),
  });
