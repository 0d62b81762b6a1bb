// The auth feature's surface for other features (auth/actor.ts is open to all as well).
export { hashPassword, verifyPassword } from './passwords.js';
export { assertAcceptablePassword, isCommonPassword } from './password-policy.js';
export { revokeSessions } from './session.js';
export { TokenService } from '../http/tokens.js';
export { accountLimits } from './attempt-limits.js';
