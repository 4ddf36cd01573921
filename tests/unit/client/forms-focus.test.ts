// Focus after a refused submit (docs/conventions.md 5): the first field to fix in page order, so that on a long form
// (the admin product dialog scrolled to Save, the SMTP settings) the message is seen. A minimal fake of the DOM
// calls the helpers use: querySelector / querySelectorAll in document order, getAttribute and focus.
import { focusFirstError, focusFirstInvalid } from '@/lib/client/forms';

type FakeEl = { name: string | null; invalid: boolean; focused: boolean; getAttribute: (a: string) => string | null; focus: () => void };

function el(name: string | null, invalid = false): FakeEl {
  const e: FakeEl = {
    name,
    invalid,
    focused: false,
    getAttribute: (a) => (a === 'name' ? e.name : a === 'aria-invalid' ? (e.invalid ? 'true' : null) : null),
    focus: () => {
      e.focused = true;
    },
  };
  return e;
}

function root(els: FakeEl[]) {
  return {
    querySelectorAll: (sel: string) => (sel === '[name]' ? els.filter((e) => e.name !== null) : []),
    querySelector: (sel: string) => (sel === '[aria-invalid="true"]' ? (els.find((e) => e.invalid) ?? null) : null),
  } as unknown as HTMLFormElement;
}

const focused = (els: FakeEl[]) => els.filter((e) => e.focused).map((e) => e.name);

describe('focusFirstError: the first field with an error as laid out on the page', () => {
  // The blog form's list named content before coverImage/readTime/tags, which come first on the page.
  const ORDER = ['title', 'author', 'category', 'excerpt', 'content', 'coverImage', 'readTime', 'tags'];
  const page = () => ['title', 'author', 'category', 'excerpt', 'coverImage', 'readTime', 'tags', 'content'].map((n) => el(n));
  test.each([
    [{ content: 'Content is required', coverImage: 'Use a site path', readTime: 'At least 1' }, ['coverImage']],
    [{ content: 'Content is required' }, ['content']],
    [{ author: 'Author is required', tags: 'Too many' }, ['author']],
    [{ unknownField: 'x' }, []],
    [{}, []],
  ])('errors %j focus %j', (errors, expected) => {
    const els = page();
    focusFirstError(root(els), ORDER, errors);
    expect(focused(els)).toEqual(expected);
  });

  test('a field with an error but not named in the order is left alone', () => {
    const els = [el('title'), el('secret')];
    focusFirstError(root(els), ['title'], { secret: 'x' });
    expect(focused(els)).toEqual([]);
  });

  test('no form: nothing happens', () => {
    expect(() => focusFirstError(null, ['title'], { title: 'x' })).not.toThrow();
  });
});

describe('focusFirstInvalid: the first control marked aria-invalid', () => {
  test.each([
    [[el('name', true), el('listPrice', true)], ['name'], true],
    [[el('name'), el('optionPrices', true)], ['optionPrices'], true],
    [[el('name'), el('slug')], [], false],
  ])('case %#', (els, expected, answer) => {
    expect(focusFirstInvalid(root(els))).toBe(answer);
    expect(focused(els)).toEqual(expected);
  });

  test('no root answers false', () => {
    expect(focusFirstInvalid(null)).toBe(false);
    expect(focusFirstInvalid(undefined)).toBe(false);
  });
});
