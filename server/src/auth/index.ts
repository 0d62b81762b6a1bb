// The auth feature's surface for other features (auth/actor.ts is open to all as well).
export { hashPassword, verifyPassword } from './passwords.js';
export { assertAcceptablePassword, isCommonPassword } from './password-policy.js';
export { presentSession, revokeSessions } from './session.js';
export { TokenService } from '../http/tokens.js';
export { accountLimits, loginKeys } from './attempt-limits.js';
export { clientOf } from './client-address.js';
export { authRateLimit } from './rate-limits.js';
