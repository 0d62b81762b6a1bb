// Server state of the rental agreement (issue 31, decision 0042): a booking's agreement once made
// (null before), its PDF download, and the public check of a copy's SHA-256.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { shortId, type Agreement, type AgreementVerification } from '@carrental/shared';
import { api, ApiError, downloadFile } from '@/lib/api';

export const agreementKeys = {
  booking: (bookingId: string) => ['agreements', 'booking', bookingId] as const,
  verify: (agreementId: string, sha256: string | undefined) => ['agreements', 'verify', agreementId, sha256] as const,
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

/** The fingerprint of a chosen file, worked out on the device (it runs offline too). */
export const useFileFingerprint = () => useMutation({ networkMode: 'always', mutationFn: sha256OfFile });

/** Whether the copy with this SHA-256 is the agreement on record (a read: the fingerprint is its key). */
export const verifyQuery = (agreementId: string, sha256: string | undefined) =>
  queryOptions({
    queryKey: agreementKeys.verify(agreementId, sha256),
    queryFn: ({ signal }) => api.get<AgreementVerification>(`/agreements/${agreementId}/verify`, { query: { sha256: sha256 ?? '' }, signal }),
    enabled: !!sha256,
    // The answer is final (an unknown agreement stays unknown); "Try again" asks once more.
    retry: false,
  });
