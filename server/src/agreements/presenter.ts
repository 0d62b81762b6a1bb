// The agreement as the API answers it.
import type { Agreement } from '@carrental/shared';
import type { AgreementRow } from './queries.js';

export const presentAgreement = (row: AgreementRow): Agreement => ({ id: row.id, bookingId: row.bookingId, sha256: row.sha256, createdAt: row.createdAt.toISOString() });
