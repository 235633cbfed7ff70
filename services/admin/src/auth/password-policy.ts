import { readFileSync } from 'node:fs';

import { auth } from '@insp/messages';
import { HttpError } from '@insp/service-kit';

/** The most common passwords (data file next to this module), lower-cased. */
const common: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.trim().toLowerCase());
}

/**
 * The rule a new password must pass beyond its length (the contract's NewPassword checks 8..128):
 * none of the most common passwords. 400 with the Spanish text otherwise.
 */
export function checkNewPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, auth.newPasswordTooCommon);
}
