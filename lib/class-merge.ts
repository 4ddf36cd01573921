// Tailwind class merging for `cn` without shipping tailwind-merge (~8.5 KB gzip) to every page: later
// utilities override earlier conflicting ones, as tailwind-merge does, for the utilities this codebase uses.
// tests/unit/class-merge.test.ts proves it: every pair of utilities found in the source merges exactly as
// tailwind-merge merges it, so a new utility this table misreads fails the test instead of a page.
// Anything not recognised is kept as is (like tailwind-merge does with unknown classes).

type Rule = [pattern: RegExp, group: string, conflicts?: string[]];

const SIDES = ['t', 'r', 'b', 'l', 's', 'e'];
const LENGTH = /^\[(?:calc\(|min\(|max\(|clamp\()?[\d.]+(?:px|r?em|%|vh|vw|dvh|svh|lvh|ch|ex|fr)?/;
const isLength = (v: string) => LENGTH.test(v);
const SIZES = '(?:xs|sm|base|lg|xl|[2-9]xl)';
const COLOR = /^(?:\[|inherit$|current$|transparent$|black$|white$|[a-z]+(?:-[a-z]+)*(?:-\d{2,3})?(?:\/\d+)?$)/;

const DISPLAY =
  /^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden)$/;

/** Spacing-like families: the whole-box utility conflicts with its axes and sides. */
function boxRules(prefix: string, group: string): Rule[] {
  return [
    [new RegExp(`^${prefix}-`), group, [`${group}x`, `${group}y`, ...SIDES.map((s) => group + s)]],
    [new RegExp(`^${prefix}x-`), `${group}x`, [`${group}r`, `${group}l`]],
    [new RegExp(`^${prefix}y-`), `${group}y`, [`${group}t`, `${group}b`]],
    ...SIDES.map((s): Rule => [new RegExp(`^${prefix}${s}-`), group + s]),
  ];
}

const RULES: Rule[] = [
  [DISPLAY, 'display'],
  [/^(?:static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(?:visible|invisible|collapse)$/, 'visibility'],
  [/^(?:sr-only|not-sr-only)$/, 'sr'],
  [/^(?:isolate|isolation-auto)$/, 'isolation'],
  [/^overflow-(?:auto|hidden|clip|visible|scroll)$/, 'overflow', ['overflow-x', 'overflow-y']],
  [/^overflow-x-/, 'overflow-x'],
  [/^overscroll-(?:auto|contain|none)$/, 'overscroll', ['overscroll-x', 'overscroll-y']],
  [/^overscroll-x-/, 'overscroll-x'],
  [/^overscroll-y-/, 'overscroll-y'],
  // Arbitrary properties ([scrollbar-width:none]) conflict by property name.
  [/^\[([a-z-]+):.+\]$/, 'arbitrary-$1'],
  [/^overflow-y-/, 'overflow-y'],
  [/^inset-x-/, 'inset-x', ['right', 'left', 'start', 'end']],
  [/^inset-y-/, 'inset-y', ['top', 'bottom']],
  [/^inset-/, 'inset', ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left']],
  [/^(top|right|bottom|left|start|end)-/, '$1'],
  [/^z-/, 'z'],
  [/^basis-/, 'basis'],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^flex-/, 'flex', ['basis', 'grow', 'shrink']],
  [/^grow(?:-|$)/, 'grow'],
  [/^shrink(?:-|$)/, 'shrink'],
  [/^order-(?:first|last|none|\d+|\[.*\])$/, 'order'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^col-(?:auto|span-)/, 'col-start-end'],
  [/^col-start-/, 'col-start'],
  [/^col-end-/, 'col-end'],
  [/^row-(?:auto|span-)/, 'row-start-end'],
  [/^row-start-/, 'row-start'],
  [/^row-end-/, 'row-end'],
  [/^auto-cols-/, 'auto-cols'],
  [/^auto-rows-/, 'auto-rows'],
  [/^gap-x-/, 'gap-x'],
  [/^gap-y-/, 'gap-y'],
  [/^gap-/, 'gap', ['gap-x', 'gap-y']],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-/, 'justify-content'],
  [/^items-/, 'align-items'],
  [/^self-/, 'align-self'],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^content-(?:none|\[.*\])$/, 'content'],
  [/^place-items-/, 'place-items'],
  [/^place-content-/, 'place-content'],
  [/^place-self-/, 'place-self'],
  ...boxRules('p', 'p'),
  ...boxRules('m', 'm'),
  ...boxRules('scroll-m', 'scroll-m'),
  ...boxRules('scroll-p', 'scroll-p'),
  [/^space-x-/, 'space-x'],
  [/^space-y-/, 'space-y'],
  [/^size-/, 'size', ['w', 'h']],
  [/^min-w-/, 'min-w'],
  [/^max-w-/, 'max-w'],
  [/^w-/, 'w'],
  [/^min-h-/, 'min-h'],
  [/^max-h-/, 'max-h'],
  [/^h-/, 'h'],
  [/^(?:antialiased|subpixel-antialiased)$/, 'font-smoothing'],
  [/^(?:italic|not-italic)$/, 'font-style'],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^(?:normal-nums)$/, 'fvn-normal', ['fvn-ordinal', 'fvn-slashed-zero', 'fvn-figure', 'fvn-spacing', 'fvn-fraction']],
  [/^(?:lining-nums|oldstyle-nums)$/, 'fvn-figure'],
  [/^(?:proportional-nums|tabular-nums)$/, 'fvn-spacing'],
  [/^tracking-/, 'tracking'],
  [/^line-clamp-/, 'line-clamp', ['display', 'overflow']],
  [/^leading-/, 'leading'],
  [/^list-(?:inside|outside)$/, 'list-style-position'],
  [/^list-/, 'list-style-type'],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(?:truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [new RegExp(`^text-${SIZES}(?:/|$)`), 'font-size', ['leading']],
  [/^(?:underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^underline-offset-/, 'underline-offset'],
  [/^decoration-(?:solid|dashed|dotted|double|wavy)$/, 'text-decoration-style'],
  [/^decoration-(?:auto|from-font|\d+)$/, 'text-decoration-thickness'],
  [/^decoration-/, 'text-decoration-color'],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(?:normal|words|all|keep)$/, 'break'],
  [/^break-before-/, 'break-before'],
  [/^break-after-/, 'break-after'],
  [/^break-inside-/, 'break-inside'],
  // tailwind-merge reads Tailwind 3's bg-gradient-to-* as a background colour, so it is left to bg-color.
  [/^(?:bg-none|bg-linear-|bg-radial|bg-conic|bg-\[url)/, 'bg-image'],
  [/^bg-(?:fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(?:auto|cover|contain)$/, 'bg-size'],
  [/^bg-(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/, 'bg-position'],
  [/^bg-(?:no-repeat|repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, 'bg-repeat'],
  [/^bg-clip-/, 'bg-clip'],
  [/^bg-/, 'bg-color'],
  [/^from-\d+%$/, 'gradient-from-pos'],
  [/^via-\d+%$/, 'gradient-via-pos'],
  [/^to-\d+%$/, 'gradient-to-pos'],
  [/^from-/, 'gradient-from'],
  [/^via-/, 'gradient-via'],
  [/^to-/, 'gradient-to'],
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|\[.*\]))?$/, 'rounded', ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-ss', 'rounded-se', 'rounded-ee', 'rounded-es', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl']],
  [/^rounded-(t|r|b|l)(?:-|$)/, 'rounded-$1'],
  [/^rounded-(tl|tr|br|bl|ss|se|ee|es)(?:-|$)/, 'rounded-$1'],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(?:collapse|separate)$/, 'border-collapse'],
  [/^divide-(?:x|y)(?:-\d+)?$/, 'divide-w'],
  [/^divide-/, 'divide-color'],
  [/^outline-(?:solid|dashed|dotted|double|none|hidden)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline(?:-\d+)?$/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring(?:-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-/, 'ring-color'],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\]))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^opacity-/, 'opacity'],
  [/^transition(?:-|$)/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^delay-/, 'delay'],
  [/^animate-(?:none|spin|ping|pulse|bounce|\[.*\])$/, 'animate'],
  [/^translate-x-/, 'translate-x'],
  [/^translate-y-/, 'translate-y'],
  [/^translate-/, 'translate', ['translate-x', 'translate-y', 'translate-none']],
  [/^rotate-/, 'rotate'],
  [/^scale-x-/, 'scale-x'],
  [/^scale-y-/, 'scale-y'],
  [/^scale-/, 'scale', ['scale-x', 'scale-y']],
  [/^origin-/, 'transform-origin'],
  [/^cursor-/, 'cursor'],
  [/^pointer-events-/, 'pointer-events'],
  [/^select-(?:none|text|all|auto)$/, 'select'],
  [/^touch-/, 'touch', ['touch-x', 'touch-y', 'touch-pz']],
  [/^appearance-/, 'appearance'],
  [/^resize(?:-|$)/, 'resize'],
  [/^scroll-(?:auto|smooth)$/, 'scroll-behavior'],
  [/^snap-(?:x|y|both|none)$/, 'snap-type'],
  [/^snap-(?:mandatory|proximity)$/, 'snap-strictness'],
  [/^snap-(?:start|end|center|align-none)$/, 'snap-align'],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^aspect-/, 'aspect'],
  [/^accent-/, 'accent-color'],
  [/^fill-/, 'fill'],
  [/^stroke-\d+$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [/^backdrop-blur(?:-|$)/, 'backdrop-blur'],
  [/^blur(?:-|$)/, 'blur'],
  [/^table-(?:auto|fixed)$/, 'table-layout'],
  [/^caption-/, 'caption'],
  [/^field-sizing-/, 'field-sizing'],
  [/^align-/, 'vertical-align'],
  [/^will-change-/, 'will-change'],
  [/^@container/, 'container-type'],
];

function borderGroup(u: string): [string, string[]?] | null {
  const m = /^border(?:-([xytrblse]))?(?:-(.+))?$/.exec(u);
  if (!m) return null;
  const [, side, value] = m;
  const width = value === undefined || /^\d+$/.test(value) || (value.startsWith('[') && isLength(value));
  if (width) {
    if (!side) return ['border-w', ['border-w-x', 'border-w-y', ...SIDES.map((s) => 'border-w-' + s)]];
    if (side === 'x') return ['border-w-x', ['border-w-r', 'border-w-l']];
    if (side === 'y') return ['border-w-y', ['border-w-t', 'border-w-b']];
    return ['border-w-' + side];
  }
  if (!COLOR.test(value)) return null;
  if (!side) return ['border-color', ['border-color-x', 'border-color-y', ...SIDES.map((s) => 'border-color-' + s)]];
  if (side === 'x') return ['border-color-x', ['border-color-r', 'border-color-l']];
  if (side === 'y') return ['border-color-y', ['border-color-t', 'border-color-b']];
  return ['border-color-' + side];
}

/** The conflict group of a utility (no variants, no `!`, no leading `-`) and the groups it also overrides. */
export function classGroup(utility: string): [group: string, conflicts?: string[]] | null {
  if (utility.startsWith('text-[')) return isLength(utility.slice(5)) ? ['font-size', ['leading']] : ['text-color'];
  if (/^border(?:-|$)/.test(utility) && !/^border-(?:solid|dashed|dotted|double|hidden|none|collapse|separate)$/.test(utility)) {
    return borderGroup(utility);
  }
  for (const [re, group, conflicts] of RULES) {
    const m = re.exec(utility);
    if (m) return [group.replace('$1', m[1] ?? ''), conflicts];
  }
  if (utility.startsWith('text-')) return ['text-color'];
  return null;
}

/** Splits `sm:hover:!-mt-2` into its variants (`sm:hover:`, sorted like tailwind-merge) and `mt-2`. */
function parse(token: string): { key: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = '';
  if (utility.startsWith('!')) {
    important = '!';
    utility = utility.slice(1);
  } else if (utility.endsWith('!')) {
    important = '!';
    utility = utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  // tailwind-merge sorts variants, except that arbitrary variants keep their place.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const p of parts) {
    if (p.startsWith('[')) {
      sorted.push(...run.sort(), p);
      run = [];
    } else run.push(p);
  }
  sorted.push(...run.sort());
  // A font size with a line height (text-sm/6) is still a font size.
  const slash = /^text-(?:xs|sm|base|lg|xl|[2-9]xl)\//.test(utility);
  return { key: sorted.join(':') + important, utility: slash ? utility.slice(0, utility.indexOf('/')) : utility };
}

/**
 * Joins a class string's tokens, dropping each token that a later token overrides (same variants and the
 * same or a conflicting group). Unrecognised tokens are all kept.
 */
const tokenCache = new Map<string, { key: string; group: [string, string[]?] | null }>();

function readToken(token: string) {
  let hit = tokenCache.get(token);
  if (!hit) {
    const { key, utility } = parse(token);
    hit = { key, group: classGroup(utility) };
    if (tokenCache.size > 2000) tokenCache.clear();
    tokenCache.set(token, hit);
  }
  return hit;
}

export function mergeClasses(classList: string): string {
  const tokens = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const out: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    if (!token) continue;
    const { key, group: g } = readToken(token);
    if (!g) {
      out.push(token);
      continue;
    }
    const id = `${key}|${g[0]}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const c of g[1] ?? []) taken.add(`${key}|${c}`);
    out.push(token);
  }
  return out.reverse().join(' ');
}
