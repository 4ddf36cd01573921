// Catalogue administration rules: safety scan for untrusted JSON.
import type { RowError } from '@/lib/domain/catalog-admin/apply-config';

export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_JSON_DEPTH = 12;

/**
 * Finds keys that could pollute prototypes, nesting deeper than the config shape needs, and NUL characters
 * (PostgreSQL cannot store them). Iterative.
 */
export function scanUntrustedJson(data: unknown, maxDepth = MAX_JSON_DEPTH): RowError[] {
  const errors: RowError[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: data, path: '', depth: 0 }];
  while (stack.length && errors.length < 50) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) errors.push({ path: path || '(root)', message: 'must not contain NUL characters' });
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      errors.push({ path: path || '(root)', message: 'nesting is too deep' });
      continue;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, depth: depth + 1 }));
      continue;
    }
    for (const key of Object.keys(value)) {
      const p = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) errors.push({ path: p, message: `the key '${key}' is not allowed` });
      else if (key.includes('\u0000')) errors.push({ path: p, message: 'keys must not contain NUL characters' });
      else stack.push({ value: (value as Record<string, unknown>)[key], path: p, depth: depth + 1 });
    }
  }
  return errors;
}
