// Demo data (the seed): an identity given and approved, so the demo customers can book with the
// identity rule on, as they can with their verified phones.
import sharp from 'sharp';
import { IDENTITY_PHOTO_KINDS, IDENTITY_PIECES } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { reviewIdentity, saveIdentity, uploadIdentityPhoto } from './service.js';

export async function seedApprovedIdentity(
  ctx: AppContext,
  user: { id: string },
  admin: { id: string },
  numbers: { cnic: string; licenceNumber: string; licenceAuthority: string; licenceExpiry: string },
): Promise<void> {
  await saveIdentity(ctx, user, numbers);
  for (const [i, kind] of IDENTITY_PHOTO_KINDS.entries()) {
    const bytes = await sharp({ create: { width: 480, height: 300, channels: 3, background: { r: 40 + i * 40, g: 110, b: 160 - i * 30 } } }).png().toBuffer();
    await uploadIdentityPhoto(ctx, user, kind, { bytes });
  }
  for (const piece of IDENTITY_PIECES) await reviewIdentity(ctx, { id: admin.id, roles: ['ADMIN'] }, user.id, { piece, decision: 'APPROVED' });
}
