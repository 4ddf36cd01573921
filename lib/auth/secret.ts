import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * The secret that signs sessions and local upload URLs: AUTH_SECRET, else one generated on first start and
 * kept in .data/auth-secret (so sessions survive restarts of the embedded setup). Several instances must
 * share AUTH_SECRET through the environment.
 */
let stored: string | undefined;

export function authSecret(): string {
  const fromEnv = env().AUTH_SECRET || env().NEXTAUTH_SECRET;
  if (fromEnv) return fromEnv;
  if (stored) return stored;
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), '.data', 'auth-secret');
  if (existsSync(file)) {
    const v = readFileSync(file, 'utf8').trim();
    if (v) return (stored = v);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const v = randomBytes(32).toString('base64url');
  writeFileSync(file, v, { mode: 0o600 });
  return (stored = v);
}
