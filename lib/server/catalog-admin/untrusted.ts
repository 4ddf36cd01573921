import 'server-only';
// Catalogue writes: untrusted bodies (import, config PUTs).
import type { z } from 'zod';
import { scanUntrustedJson } from '@/lib/domain/catalog-admin';
import { zodRowErrors } from '@/lib/validations/catalog';
import { IMPORT_INVALID } from '@/lib/server/catalog-admin/messages';
import { ImportRejected } from '@/lib/server/catalog-admin/products-config';

/**
 * Parses an import file or config body: JSON, no prototype-pollution keys, no deep nesting, then the zod
 * schema. Every problem is listed per row (docs/security.md item 28); nothing is written when there is one.
 */
export function parseUntrustedConfig<S extends z.ZodType>(text: string, schema: S, failure = IMPORT_INVALID): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportRejected([{ path: '(file)', message: 'not valid JSON' }], failure);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ImportRejected([{ path: '(file)', message: 'expected a JSON object with products, overrides, details and hidden' }], failure);
  }
  const unsafe = scanUntrustedJson(data);
  if (unsafe.length) throw new ImportRejected(unsafe, failure);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ImportRejected(zodRowErrors(parsed.error), failure);
  return parsed.data;
}
