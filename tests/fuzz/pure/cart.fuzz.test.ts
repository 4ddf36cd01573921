/** The cart's stored value: any sequence of operations round-trips; any stored string is read without a crash. */
import fc from 'fast-check';
import { addCartLine, calculateCartTotals, MAX_QTY, MIN_QTY, parseStoredCart, removeCartLine, updateCartLineQuantity, type CartLine } from '@/lib/domain/cart';
import { fuzzParams } from '@/tests/fuzz/config';
import { hostileString } from '@/tests/fuzz/hostile';

const text = fc.oneof(hostileString, fc.constantFrom('GN8K', 'BADM-3363', '10 kb', 'Default'));
const item = fc.record({
  id: text.filter((s) => s.trim() !== ''),
  name: text,
  priceCents: fc.nat({ max: 10_000_000 }),
  imageUrl: text,
  variant: text,
  link: text,
  quoteOnly: fc.option(fc.boolean(), { nil: undefined }),
});
type Item = typeof item extends fc.Arbitrary<infer T> ? T : never;
const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), item, quantity: fc.integer({ min: -5, max: 2000 }) }),
  fc.record({ kind: fc.constant('update' as const), index: fc.nat(), quantity: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.constant(Number.NaN)) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
);

function apply(lines: CartLine[], o: { kind: 'add'; item: Item; quantity: number } | { kind: 'update'; index: number; quantity: number } | { kind: 'remove'; index: number }): CartLine[] {
  if (o.kind === 'add') {
    const { quoteOnly, ...rest } = o.item;
    return addCartLine(lines, quoteOnly === undefined ? rest : { ...rest, quoteOnly }, o.quantity);
  }
  if (lines.length === 0) return lines;
  const target = lines[o.index % lines.length];
  return o.kind === 'update' ? updateCartLineQuantity(lines, target.id, target.variant, o.quantity) : removeCartLine(lines, target.id, target.variant);
}

test('any sequence of cart operations survives the trip through local storage', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
      const lines = ops.reduce(apply, [] as CartLine[]);
      const restored = parseStoredCart(JSON.stringify(lines));
      expect(restored).toEqual(lines);
      for (const l of restored) {
        expect(Number.isInteger(l.quantity) && l.quantity >= MIN_QTY && l.quantity <= MAX_QTY).toBe(true);
      }
    }),
    fuzzParams(),
  );
});

test('an arbitrary stored string gives a readable cart with finite totals', () => {
  const stored = fc.oneof(
    hostileString,
    fc.json(),
    fc.array(fc.dictionary(fc.constantFrom('id', 'name', 'price', 'priceCents', 'quantity', 'variant', 'link', 'imageUrl', 'quoteOnly', '__proto__'), fc.jsonValue())).map((a) => JSON.stringify(a)),
  );
  fc.assert(
    fc.property(stored, (raw) => {
      const lines = parseStoredCart(raw);
      const totals = calculateCartTotals(lines);
      for (const v of Object.values(totals)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
      for (const l of lines) {
        expect(typeof l.id).toBe('string');
        expect(Number.isInteger(l.priceCents) && l.priceCents >= 0).toBe(true);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }),
    fuzzParams(),
  );
});
