// The first screen's rules of a stylesheet (lib/http/first-screen-css.mjs, issue 23).
import { classNamesIn, firstScreenCssCache, parseStylesheet, requiredClasses, rulesForClasses } from '@/lib/http/first-screen-css.mjs';

const subset = (css: string, classes: string[]) => rulesForClasses(parseStylesheet(css), new Set(classes));

describe('requiredClasses', () => {
  test.each([
    ['.a', [['a']]],
    ['.a .b>.c', [['a', 'b', 'c']]],
    ['.a,.b', [['a'], ['b']]],
    ['a,div', [[], []]],
    ['*,:before,:after', [[], [], []]],
    ['.sm\\:px-6', [['sm:px-6']]],
    ['.h-\\[85vh\\]', [['h-[85vh]']]],
    ['.w-1\\/2', [['w-1/2']]],
    ['.\\[\\&_svg\\]\\:size-4 svg', [['[&_svg]:size-4']]],
    ['.\\31 0', [['10']]],
    ['.group:hover .group-hover\\:x', [['group', 'group-hover:x']]],
    ['.a:not(.b)', [['a']]],
    [':is(.a,.b) .c', [['c']]],
    ['.a:has(.b,.c)', [['a']]],
    ['[data-x=".a,.b"] .c', [['c']]],
    ['a[href$=".pdf"]', [[]]],
    ['.a::after', [['a']]],
    ['#main.a', [['a']]],
  ])('%s', (selector, expected) => {
    expect(requiredClasses(selector)).toEqual(expected);
  });
});

describe('rulesForClasses', () => {
  test('keeps the rules one of whose selectors names only present classes, and every rule without a class', () => {
    const css = '*{margin:0}html{color:red}.a{x:1}.b{x:2}.a .b{x:3}.b,.a{x:4}.a:not(.z){x:5}.z:hover{x:6}';
    expect(subset(css, ['a'])).toBe('*{margin:0}html{color:red}.a{x:1}.b,.a{x:4}.a:not(.z){x:5}');
    expect(subset(css, ['a', 'b'])).toBe('*{margin:0}html{color:red}.a{x:1}.b{x:2}.a .b{x:3}.b,.a{x:4}.a:not(.z){x:5}');
    expect(subset(css, [])).toBe('*{margin:0}html{color:red}');
  });

  test('filters inside @media, @supports and @layer; drops emptied groups but keeps empty layers (their order)', () => {
    const css = '@layer theme,base;@layer base{.z{x:0}}@layer utilities{.a{x:1}@media (min-width:40rem){.sm\\:a{x:2}.z{x:3}}@supports (color:lab(0 0 0)){.z{x:4}}}';
    expect(subset(css, ['a', 'sm:a'])).toBe('@layer theme,base;@layer base{}@layer utilities{.a{x:1}@media (min-width:40rem){.sm\\:a{x:2}}}');
    expect(subset(css, [])).toBe('@layer theme,base;@layer base{}@layer utilities{}');
  });

  test('keeps @font-face, @property and @keyframes whole', () => {
    const css = '@font-face{font-family:x;src:url(/f.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}.z{x:1}';
    expect(subset(css, [])).toBe('@font-face{font-family:x;src:url(/f.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  test('braces and quotes inside strings, escapes and comments do not end a block', () => {
    const css = '.a{content:"}{"}/* .b{} */.b{content:\'\\\'}\'}.c\\{{x:1}.d{x:2}';
    expect(subset(css, ['a', 'c{'])).toBe('.a{content:"}{"}.c\\{{x:1}');
  });

  test('with every class present the stylesheet comes back whole', () => {
    const css = '@layer base{*,:before{box-sizing:border-box}}@layer utilities{.a{x:1}.b .c{x:2}@media (hover:hover){.d:hover{x:3}}}.e::after{content:"{"}';
    expect(subset(css, ['a', 'b', 'c', 'd', 'e'])).toBe(css);
  });

  test('a cut stylesheet: the open block is a rule like the others, a prelude without a block is kept', () => {
    expect(subset('.a{x:1}.b{x:2', ['a'])).toBe('.a{x:1}');
    expect(subset('.a{x:1}.b{x:2', ['a', 'b'])).toBe('.a{x:1}.b{x:2');
    expect(subset('.a{x:1}.b', [])).toBe('.b');
  });
});

describe('classNamesIn', () => {
  test('every class of every element, entity-decoded, any quoting', () => {
    const html = `<html class="_v"><body class='min-h-dvh bg-background'><header data-first-screen="" class="sticky  top-0 [&amp;_svg]:size-4"><svg class=icon></svg><p data-class="no">x</p></header>`;
    expect([...classNamesIn(html)].sort()).toEqual(['[&_svg]:size-4', '_v', 'bg-background', 'icon', 'min-h-dvh', 'sticky', 'top-0'].sort());
  });
});

describe('firstScreenCssCache', () => {
  test('the same subset for the same classes in any order, computed again for others', () => {
    const subsetOf = firstScreenCssCache();
    const css = '.a{x:1}.b{x:2}';
    expect(subsetOf(css, new Set(['a', 'q']))).toBe('.a{x:1}');
    expect(subsetOf(css, new Set(['q', 'a']))).toBe('.a{x:1}');
    expect(subsetOf(css, new Set(['b']))).toBe('.b{x:2}');
  });
});
