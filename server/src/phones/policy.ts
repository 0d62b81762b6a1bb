// Who may book, as far as phones go (issue 33): with BOOKING_REQUIRES_VERIFIED_PHONE on (the
// default), only an account with a verified phone may ask for a car.
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';

export const canBookWithPhone = (ctx: AppContext, account: { phoneVerifiedAt: Date | null }) =>
  !ctx.config.BOOKING_REQUIRES_VERIFIED_PHONE || account.phoneVerifiedAt !== null;

export const verifiedPhoneRequired = () => new AppError(403, 'PHONE_NOT_VERIFIED', 'errors.phones.verifiedPhoneRequired');
