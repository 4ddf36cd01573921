// Passwords are hashed with argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1) — docs/security.md item 9.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 = Argon2id (the package's const enum cannot be imported with isolatedModules).
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Longer inputs are refused outright: hashing megabytes is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error('Password is too long');
  return hash(password, ARGON2_OPTIONS);
}

// A fixed hash to verify against when the account does not exist, so unknown e-mails cost the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password', ARGON2_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
