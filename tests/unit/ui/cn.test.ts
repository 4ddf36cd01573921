import { cn } from '@/lib/utils';

describe('cn', () => {
  test.each([
    ['joins class names', ['px-2', 'py-1'], 'px-2 py-1'],
    ['drops falsy values', ['px-2', false, null, undefined, 0, ''], 'px-2'],
    ['reads conditional objects', ['base', { active: true, hidden: false }], 'base active'],
    ['flattens arrays', [['a', ['b']], 'c'], 'a b c'],
    ['lets a later padding win over an earlier one', ['px-2 py-1', 'px-4'], 'py-1 px-4'],
    ['lets a later colour token win', ['bg-primary text-primary-foreground', 'bg-accent'], 'text-primary-foreground bg-accent'],
    ['keeps a text colour and a text size together', ['text-sm', 'text-muted-foreground'], 'text-sm text-muted-foreground'],
    ['merges variant-prefixed conflicts', ['hover:bg-subtle', 'hover:bg-secondary'], 'hover:bg-secondary'],
  ] as const)('%s', (_label, inputs, expected) => {
    expect(cn(...(inputs as unknown as Parameters<typeof cn>))).toBe(expected);
  });
});
