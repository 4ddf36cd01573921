import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs sessions and local upload URLs: AUTH_SECRET, else one generated on first start and
 * kept in .data/auth-secret (so sessions survive restarts of the embedded setup). Several instances must
 * share AUTH_SECRET through the environment.
 */
export function authSecret(): string {
  const fromEnv = process.env.AUTH_SECRET?.trim() || process.env.NEXTAUTH_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), '.data', 'auth-secret');
  if (existsSync(file)) {
    const v = readFileSync(file, 'utf8').trim();
    if (v) return (process.env.AUTH_SECRET = v);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const v = randomBytes(32).toString('base64url');
  writeFileSync(file, v, { mode: 0o600 });
  return (process.env.AUTH_SECRET = v);
}
