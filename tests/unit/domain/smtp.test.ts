import { DEFAULT_SMTP_PORT, parsePort } from '@/lib/domain/smtp';

describe("parsePort (docs/requirements.md §5 'SMTP port: numeric, otherwise 0')", () => {
  test.each([
    ['465', 465],
    [' 587 ', 587],
    [25, 25],
    ['0', 0],
    ['65535', 65535],
    ['65536', 0],
    ['-1', 0],
    ['12.5', 0],
    [12.5, 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('%p → %p', (input, expected) => {
    expect(parsePort(input)).toBe(expected);
  });
  test('docs/requirements.md §9: default port 465', () => {
    expect(DEFAULT_SMTP_PORT).toBe(465);
  });
});
