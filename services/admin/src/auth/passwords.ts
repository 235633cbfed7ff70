import argon2 from 'argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): sized for a 2-core host. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Burns the same time as a real check when the email is unknown, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-unknown-accounts');
  await verifyPassword(await dummy, password);
}
