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

/** Computes the dummy hash at start, so even the first unknown-email sign-in costs one verification only. */
export function primeDummyHash(): Promise<string> {
  dummy ??= hashPassword('dummy-password-for-unknown-accounts');
  return dummy;
}

/** Burns the same time as a real check when the email is unknown, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(await primeDummyHash(), password);
}
