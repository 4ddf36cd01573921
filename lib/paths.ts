import path from 'node:path';
import { env } from '@/lib/env';

/** Root folder for local data (PGlite, media, generated secret). */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), '.data');
}

export function pgliteDir(): string {
  const dir = env().PGLITE_DIR;
  if (dir === 'memory://') return dir; // tests: an in-memory database
  return path.resolve(/*turbopackIgnore: true*/ dir ?? path.join(dataDir(), 'pglite'));
}

export function mediaDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().MEDIA_DIR ?? path.join(dataDir(), 'media'));
}
