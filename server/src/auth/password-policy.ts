// The password rule of the product: at least 8 characters (checked by the shared schema), no
// composition rules, and none of the most common passwords, which attackers try first.
import { readFileSync } from 'node:fs';
import { validationError } from '../http/errors.js';
import { serverPath } from '../paths.js';

/** A few hundred of the most used passwords, kept in this folder so that no network is needed. */
const COMMON = new Set(
  readFileSync(serverPath('src/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string) => COMMON.has(password.trim().toLowerCase());

/** Refuses a common password with a 400 naming the field. */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw validationError('errors.auth.passwordTooCommon', { [field]: 'errors.auth.passwordTooCommon' });
  }
}
