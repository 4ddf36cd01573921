// The first screen's rules of a stylesheet (docs/architecture.md#first-frame). Plain JavaScript: scripts/serve.mjs
// applies it to every HTML page it holds, without a build step.
//
// The site's one stylesheet (~98 KB) sat in the head, so Chromium parsed all of it before the parser reached the
// header: the parser's first slice (10–18 ms on a machine of the CI kind) often ended inside the head, the first
// frame had nothing to paint, and the header was painted a frame later (bench/RESULTS.md, 2026-12-07). The head
// now holds only the rules that can match an element of the first screen — the part of the page before the pause
// after the header — and the whole stylesheet follows that pause.
//
// Which rules can match: a rule is kept when one of its selectors names only classes that some element of the
// first screen has. Classes inside a functional pseudo-class (`:not(.x)`, `:is(.a,.b)`, `:has(.x)`) are not
// required, nor is anything but a class (elements, ids, attributes, states): the subset errs on keeping rules.
// At-rules that hold rules (@media, @supports, @layer, @container, @scope) are filtered inside; an @layer block
// is kept even when empty, so the layers keep their order; every other at-rule (@font-face, @property,
// @keyframes…) is kept whole. The elements of the first screen get the same computed style from the subset as
// from the whole stylesheet: a dropped rule matches none of them.

/** Where an escape, a string or a comment that starts at `i` ends (the index of its last character), or -1 when none
 * starts there: the scanners below step over them, so braces, commas and dots inside do not count. */
function skipped(css, i) {
  const c = css[i];
  if (c === '\\') return i + 1;
  if (c === '"' || c === "'") return stringEnd(css, i);
  if (c === '/' && css[i + 1] === '*') return commentEnd(css, i);
  return -1;
}

/** Where the block that starts with `{` at `open` ends (the index of its `}`), or -1. */
function blockEnd(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const skip = skipped(css, i);
    if (skip >= 0) i = skip;
    else if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function stringEnd(css, start) {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote || css[i] === '\n') return i;
  }
  return css.length;
}

function commentEnd(css, start) {
  const end = css.indexOf('*/', start + 2);
  return end < 0 ? css.length : end + 1;
}

/** The index of the first `{` or `;` at the top level of a prelude starting at `start` (-1: none). */
function preludeEnd(css, start) {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const skip = skipped(css, i);
    const c = css[i];
    if (skip >= 0) i = skip;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth <= 0 && (c === '{' || c === ';')) return i;
  }
  return -1;
}

const IDENT_CHAR = /[A-Za-z0-9_-]/;

/** A CSS identifier at `start` with its escapes resolved (`sm\:px-6` → `sm:px-6`, `\31 0` → `10`), and its end. */
function readIdent(s, start) {
  let out = '';
  let i = start;
  while (i < s.length) {
    const c = s[i];
    if (c === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}[ \t\n\r\f]?/.exec(s.slice(i + 1, i + 8));
      if (hex) {
        const code = parseInt(hex[0].trim(), 16);
        out += code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
        i += 1 + hex[0].length;
      } else {
        out += s[i + 1] ?? '';
        i += 2;
      }
    } else if (IDENT_CHAR.test(c) || c.charCodeAt(0) >= 0x80) {
      out += c;
      i++;
    } else break;
  }
  return [out, i];
}

/** The selectors of a selector list, each with the classes it requires (those outside any parentheses). */
export function requiredClasses(selectorList) {
  const selectors = [];
  let current = [];
  let depth = 0;
  for (let i = 0; i < selectorList.length; i++) {
    const c = selectorList[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(selectorList, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      selectors.push(current);
      current = [];
    } else if (c === '.' && depth === 0) {
      const [name, end] = readIdent(selectorList, i + 1);
      if (name) current.push(name);
      i = end - 1;
    }
  }
  selectors.push(current);
  return selectors;
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'document']);

/**
 * A stylesheet as a tree, parsed once: style rules with their selectors' required classes, grouping at-rules with
 * their children, and everything else kept as text.
 */
export function parseStylesheet(css) {
  return parseList(css, 0, css.length);
}

function parseList(css, start, end) {
  const nodes = [];
  let i = start;
  while (i < end) {
    const c = css[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      i = commentEnd(css, i) + 1;
      continue;
    }
    const stop = preludeEnd(css, i);
    if (stop < 0 || stop >= end) {
      // A prelude without a block (malformed or cut): kept as it is.
      nodes.push({ text: css.slice(i, end) });
      break;
    }
    if (css[stop] === ';') {
      nodes.push({ text: css.slice(i, stop + 1) });
      i = stop + 1;
      continue;
    }
    const close = blockEnd(css, stop);
    const last = close < 0 || close >= end ? end - 1 : close;
    const prelude = css.slice(i, stop);
    if (c === '@') {
      const name = /^@([A-Za-z-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      if (GROUPING_AT_RULES.has(name)) {
        nodes.push({ open: css.slice(i, stop + 1), children: parseList(css, stop + 1, last), keepEmpty: name === 'layer' });
      } else nodes.push({ text: css.slice(i, last + 1) });
    } else {
      nodes.push({ text: css.slice(i, last + 1), selectors: requiredClasses(prelude) });
    }
    i = last + 1;
  }
  return nodes;
}

/** The rules of a parsed stylesheet that can match an element with only the given classes, as CSS text. */
export function rulesForClasses(nodes, classes) {
  let out = '';
  for (const node of nodes) {
    if (node.children) {
      const inner = rulesForClasses(node.children, classes);
      if (inner || node.keepEmpty) out += `${node.open}${inner}}`;
    } else if (!node.selectors || node.selectors.some((required) => required.every((name) => classes.has(name)))) {
      out += node.text;
    }
  }
  return out;
}

const CLASS_ATTRIBUTE = /<[a-zA-Z][^>]*?\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g;

/** Every class name used by the elements of an HTML fragment. */
export function classNamesIn(html) {
  const names = new Set();
  for (const m of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeEntities(m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The first-screen rules of stylesheets by their text, remembered: each stylesheet is parsed once, and the subset
 * for a set of classes (a header differs only in its current link) computed once, up to `limit` of each.
 */
export function firstScreenCssCache(limit = 64) {
  const sheets = new Map();
  return (css, classes) => {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = { nodes: parseStylesheet(css), subsets: new Map() };
      if (sheets.size < limit) sheets.set(css, sheet);
    }
    const key = [...classes].sort().join(' ');
    let subset = sheet.subsets.get(key);
    if (subset === undefined) {
      subset = rulesForClasses(sheet.nodes, classes);
      if (sheet.subsets.size >= limit) sheet.subsets.delete(sheet.subsets.keys().next().value);
      sheet.subsets.set(key, subset);
    }
    return subset;
  };
}

/** An attribute value's character references (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(value) {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
