// Our Slot (asChild) must merge props exactly as the Radix Slot it replaces: the same markup for the same
// input, handlers of both called (the child's first), both refs set.
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Slot as RadixSlot } from 'radix-ui';
import { composeRefs, mergeSlotProps, Slot } from '@/components/ui/slot';

type Case = [string, Record<string, unknown>, () => React.ReactElement];
const cases: Case[] = [
  ['class names are joined, slot first', { className: 'btn btn-primary' }, () => <a href="https://example.com/x" className="mt-3">Go</a>],
  ['the child’s own props win', { id: 'from-slot', title: 'slot', 'data-slot': 'button' }, () => <a href="https://example.com/x" id="from-child">Go</a>],
  ['styles are merged, the child’s keys win', { style: { color: 'red', margin: 1 } }, () => <span style={{ color: 'blue' }}>x</span>],
  ['aria and data attributes pass through', { 'aria-invalid': true, 'aria-describedby': 'hint', 'data-variant': 'outline' }, () => <input name="q" />],
  ['a child without props of its own', { className: 'x', role: 'link' }, () => <span />],
  ['no class name on either side', { id: 'a' }, () => <em>e</em>],
];

describe('Slot (asChild) renders like Radix Slot', () => {
  test.each(cases)('%s', (_label, props, child) => {
    const ours = renderToStaticMarkup(<Slot {...props}>{child()}</Slot>);
    const radix = renderToStaticMarkup(<RadixSlot.Root {...props}>{child()}</RadixSlot.Root>);
    expect(ours).toBe(radix);
  });

  test('nothing is rendered for a non-element child, and several children are refused', () => {
    expect(renderToStaticMarkup(<Slot className="x">{null}</Slot>)).toBe('');
    expect(() =>
      renderToStaticMarkup(
        <Slot>
          <b>a</b>
          <b>b</b>
        </Slot>,
      ),
    ).toThrow(/exactly one element/);
  });
});

describe('Slot handlers and refs', () => {
  test('both click handlers run, the child’s first, and its return value is kept', () => {
    const calls: string[] = [];
    const merged = mergeSlotProps({ onClick: () => calls.push('slot') }, { onClick: () => (calls.push('child'), 'child-result') });
    expect((merged.onClick as () => unknown)()).toBe('child-result');
    expect(calls).toEqual(['child', 'slot']);
  });

  test('a handler on one side only is used as it is', () => {
    const onlySlot = () => 1;
    const onlyChild = () => 2;
    expect(mergeSlotProps({ onFocus: onlySlot }, {}).onFocus).toBe(onlySlot);
    expect(mergeSlotProps({}, { onBlur: onlyChild }).onBlur).toBe(onlyChild);
  });

  test('composeRefs sets an object ref and a callback ref, and passes a single ref through', () => {
    const objectRef = React.createRef<string>();
    const seen: (string | null)[] = [];
    const callbackRef = (v: string | null) => void seen.push(v);
    const both = composeRefs<string>(objectRef, callbackRef) as (v: string | null) => void;
    both('node');
    expect(objectRef.current).toBe('node');
    expect(seen).toEqual(['node']);
    expect(composeRefs(undefined, callbackRef)).toBe(callbackRef);
    expect(composeRefs(objectRef, undefined)).toBe(objectRef);
  });
});
