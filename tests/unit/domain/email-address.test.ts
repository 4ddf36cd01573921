import { formatEmailList, hasControlCharacters, isSafeEmailAddress, parseEmailList } from '@/lib/domain/email-address';

describe('isSafeEmailAddress (docs/security.md item 24: only a validated plain address may become Reply-To)', () => {
  test.each([
    ['a plain address', 'ada@lab.test', true],
    ['plus and dots', 'first.last+quotes@sub.example.org', true],
    ['CR/LF header injection', 'a@b.test\r\nBcc: x@y.test', false],
    ['a lone LF', 'a@b.test\n', false],
    ['a display name', 'Ada <ada@lab.test>', false],
    ['two addresses', 'a@b.test, c@d.test', false],
    ['a semicolon list', 'a@b.test;c@d.test', false],
    ['spaces', 'ada @lab.test', false],
    ['no domain dot', 'ada@localhost', false],
    ['double dot', 'ada..x@lab.test', false],
    ['leading dot', '.ada@lab.test', false],
    ['empty', '', false],
    ['too long', `${'a'.repeat(250)}@x.test`, false],
    ['not a string', 42, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isSafeEmailAddress(value)).toBe(expected);
  });
});

test.each([
  ['CR', 'a\rb', true],
  ['LF', 'a\nb', true],
  ['NUL', 'a\u0000b', true],
  ['line separator', 'a\u2028b', true],
  ['tab', 'a\tb', true],
  ['plain text', 'New Quote — ä', false],
])('hasControlCharacters: %s', (_l, v, expected) => {
  expect(hasControlCharacters(v)).toBe(expected);
});

describe('parseEmailList (docs/requirements.md §3 toEmails: a comma list)', () => {
  test.each([
    ['commas', 'a@x.test, b@x.test', ['a@x.test', 'b@x.test'], []],
    ['semicolons and blanks', ' a@x.test ; ;b@x.test ', ['a@x.test', 'b@x.test'], []],
    ['duplicates dropped case-insensitively', 'a@x.test, A@X.test', ['a@x.test'], []],
    ['invalid entries reported', 'a@x.test, nope, c@', ['a@x.test'], ['nope', 'c@']],
    ['empty', '', [], []],
    ['null', null, [], []],
  ])('%s', (_l, input, emails, invalid) => {
    expect(parseEmailList(input as string | null)).toEqual({ emails, invalid });
  });

  test('formatEmailList joins with ", "', () => {
    expect(formatEmailList(['a@x.test', 'b@x.test'])).toBe('a@x.test, b@x.test');
  });
});
