// Scripts after the first frame (docs/architecture.md#first-frame). Plain JavaScript: scripts/serve.mjs
// applies it to every HTML page it holds, without a build step.
//
// Next writes its chunks as `<script src async>` in the head. Served from a nearby server they arrive before the
// browser has laid out the page, so the browser runs the framework and hydrates the whole tree before it shows
// anything: the first frame waits for the scripts, although the server-rendered HTML needs none of them to be
// seen. This rewrite removes those tags (and Next's preloads of the same files) and adds one small inline loader
// at the end of the body that requests the same scripts, with the same integrity, once the page's largest
// first-screen content has been painted. The page is seen earlier and becomes interactive a little later (one
// round trip for the scripts after the paint; nothing for a returning visitor, whose scripts are cached).
//
// Why not keep a preload so the download starts earlier: Lighthouse's simulation (Lantern) counts into the
// largest contentful paint every request that finished before it, scripts included, unless it can see the
// script run after the paint — and it cannot for short script tasks, which its graph prunes. Measured: with
// preloads the simulated LCP stayed at 2.7 s; requested after the paint it drops to about 1.5 s
// (docs/architecture.md#first-frame, bench/RESULTS.md).
//
// Browsers without the largest-contentful-paint entry wait for two animation frames; a hidden tab (which paints
// nothing) requests them at once; whatever happens, they are requested after FIRST_FRAME_FALLBACK_MS.

import { classNamesIn, decodeEntities } from './first-screen-css.mjs';

export const FIRST_FRAME_FALLBACK_MS = 2500;

// The first screen before the rest (docs/architecture.md#first-frame). Two more rewrites, so the browser can
// paint the header before it has parsed and laid out the whole page:
// - The page's stylesheets are written into the page (`<style>`), so no request stands between the HTML and the
//   first frame. The `<link>` stays, `disabled` (never fetched), so React still finds the stylesheet it rendered
//   and does not insert it again. On a page with the mark below, the head holds only the rules the first screen
//   can use and the whole stylesheets follow the pause (firstScreenFirst, lib/http/first-screen-css.mjs).
// - A tiny same-origin script right after the site header (the element marked `data-first-screen`): Chromium
//   parses a document that arrives whole in one go and paints only when the parser stops; a classic script makes
//   it stop there while the script is fetched, so the header is painted first. The script removes itself (and
//   the loader removes it if it never ran), so React hydrates exactly the tree it rendered.
export const FIRST_SCREEN_YIELD_ID = 'first-screen-yield';
export const FIRST_SCREEN_YIELD_SOURCE = 'var s=document.currentScript;s&&s.remove()';
/** The head's first-screen rules (`<style data-first-screen-css>`) and the whole stylesheets after the pause. */
export const FIRST_SCREEN_CSS_ATTR = 'data-first-screen-css';
export const FIRST_SCREEN_REST_ATTR = 'data-first-screen-rest';
/**
 * Runs right after the whole stylesheets (firstScreenFirst), then goes. A whole stylesheet that is a child of the
 * body stays where the parser put it — React skips nodes it did not render among the body's own children — and its
 * first-screen subset leaves the head: the whole sheet holds every rule of the subset, later in the document, so
 * nothing changes but the rules matched twice. Anywhere else React would meet it while hydrating, so it takes the
 * subset's place in the head. Moving a `<style>` makes the browser build its sheet again: 11–24 ms for the ~98 KB
 * stylesheet on a machine of the CI kind, in the parser's task, against 0.3 ms for removing the subset
 * (bench/RESULTS.md, 2026-12-07, fourth sitting).
 */
export const FIRST_SCREEN_STYLES_SOURCE =
  '(function(){var d=document,r=d.querySelectorAll("style[' + FIRST_SCREEN_REST_ATTR + ']"),c=d.querySelectorAll("style[' + FIRST_SCREEN_CSS_ATTR + ']");' +
  'for(var i=0;i<r.length;i++){if(r[i].parentNode===d.body){if(c[i])c[i].remove()}else if(c[i])c[i].replaceWith(r[i]);else d.head.appendChild(r[i])}' +
  'var s=d.currentScript;s&&s.remove()})()';
/** Stylesheets are inlined up to this many characters in all (a page over it keeps its links). */
export const INLINE_STYLES_MAX_CHARS = 256 * 1024;

const ASYNC_SCRIPT = /<script\b([^>]*)><\/script\s*>/gi;
const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*(["'])([^"']*)\\1`, 'i');
const SRC = attr('src');
const INTEGRITY = attr('integrity');
const HREF = attr('href');
const MEDIA = attr('media');
// A boolean attribute: with or without a value.
const DISABLED = /\sdisabled(?=[\s=/>])/i;
// The list inside a loader that firstFrameLoader wrote (its opening, written there).
const LOADER_LIST = /\(function\(\)\{var d=document,l=(\[[^\n]*?\]\]),r=0;/g;

/** The loader: `list` is [src, integrity][]; it inserts the scripts after the first frame with content. */
export function firstFrameLoader(list) {
  // JSON in an inline script: `<` is escaped so no value can close the script element.
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  return (
    '(function(){var d=document,l=' + data + ',r=0;' +
    'function run(){if(r)return;r=1;var y=d.getElementById("' + FIRST_SCREEN_YIELD_ID + '");if(y)y.remove();for(var i=0;i<l.length;i++){var s=d.createElement("script");s.src=l[i][0];if(l[i][1])s.integrity=l[i][1];d.head.appendChild(s)}}' +
    'function next(){requestAnimationFrame(function(){setTimeout(run,0)})}' +
    'setTimeout(run,' + FIRST_FRAME_FALLBACK_MS + ');' +
    'if(d.visibilityState==="hidden")return run();' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){' +
    'new P(function(e,o){o.disconnect();next()}).observe({type:"largest-contentful-paint",buffered:true})}' +
    'else requestAnimationFrame(next)})()'
  );
}

/**
 * Rewrites a page so its external async scripts are requested after the first frame with content: their tags
 * and script preloads are removed and one inline loader, placed before `</body>`, adds them after the paint.
 * Pages without such scripts, or without `</body>`, are returned unchanged. `noModule` and non-async scripts
 * are left where they are.
 */
export function deferScriptsToFirstFrame(html) {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const list = [];
  const seen = new Set();
  let out = html.slice(0, bodyEnd).replace(ASYNC_SCRIPT, (tag, attrs) => {
    if (!/\basync\b/i.test(attrs) || /\bnomodule\b/i.test(attrs) || /\btype\s*=/i.test(attrs)) return tag;
    const src = SRC.exec(attrs)?.[2];
    if (!src) return tag;
    const integrity = INTEGRITY.exec(attrs)?.[2] ?? '';
    if (!seen.has(src)) list.push([decodeEntities(src), integrity]);
    seen.add(src);
    return '';
  });
  if (!list.length) return html;
  // Nor may a preload fetch them earlier (Next preloads some): see the note at the top.
  out = out.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel=["']?preload\b/i.test(tag) || !/\bas=["']?script\b/i.test(tag)) return tag;
    const href = HREF.exec(tag)?.[2];
    return href && seen.has(href) ? '' : tag;
  });
  return `${out}<script>${firstFrameLoader(list)}</script>${html.slice(bodyEnd)}`;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi;

/** `url(...)` references of a stylesheet served at `href`, made absolute paths (it is read from the page now). */
export function absoluteCssUrls(css, href) {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi, (whole, quote, ref) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const resolved = new URL(ref, `http://x${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * Writes the head's stylesheets into the page: each `<link rel="stylesheet">` whose text `cssOf(href)` returns
 * becomes a `<style>` with that text followed by the same link marked `disabled`. Links with a media query,
 * already disabled, unknown to `cssOf`, holding `</style`, or past INLINE_STYLES_MAX_CHARS are left as they are.
 */
export function inlineStylesheets(html, cssOf) {
  return inlineHead(html, cssOf, null).html;
}

/** inlineStylesheets; with `subsetOf`, each `<style>` holds `subsetOf(css)` (marked) and `rest` the whole texts. */
function inlineHead(html, cssOf, subsetOf) {
  const rest = [];
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return { html, rest };
  let room = INLINE_STYLES_MAX_CHARS;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (tag) => {
    if (MEDIA.test(tag) || DISABLED.test(tag)) return tag;
    const href = HREF.exec(tag)?.[2];
    const css = href ? cssOf(decodeEntities(href)) : null;
    if (typeof css !== 'string' || css.length > room || /<\/style/i.test(css)) return tag;
    room -= css.length;
    const link = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    if (!subsetOf) return `<style>${css}</style>${link}`;
    rest.push(css);
    return `<style ${FIRST_SCREEN_CSS_ATTR}="">${subsetOf(css)}</style>${link}`;
  });
  return { html: head + html.slice(headEnd), rest };
}

/** Where the element marked `data-first-screen` ends (just after its closing tag), or -1: no mark, or never closed. */
function firstScreenEnd(html) {
  // (the attribute's whole name: not data-first-screen-css)
  const mark = /<([a-z][a-z0-9-]*)\b[^>]*\sdata-first-screen(?=[\s=/>])[^>]*>/i.exec(html);
  if (!mark) return -1;
  // Its closing tag: elements of the same name inside it are skipped.
  const tags = new RegExp(`<(/?)${mark[1]}\\b[^>]*>`, 'gi');
  tags.lastIndex = mark.index + mark[0].length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

const yieldTag = (src, integrity) => `<script id="${FIRST_SCREEN_YIELD_ID}" src="${src}" integrity="${integrity}" fetchpriority="low"></script>`;

/**
 * Adds the first-screen script (`src`, with its `integrity`) right after the element marked `data-first-screen`.
 * Pages without the mark, or where it is never closed, are returned unchanged.
 */
export function yieldAfterFirstScreen(html, src, integrity) {
  const at = firstScreenEnd(html);
  return at < 0 ? html : `${html.slice(0, at)}${yieldTag(src, integrity)}${html.slice(at)}`;
}

/**
 * The first screen before the rest (docs/architecture.md#first-frame): the head's stylesheets written into the page
 * (inlineStylesheets), the first-screen script after the marked element (yieldAfterFirstScreen) — and, on a page
 * with the mark, the head holds only the rules the first screen can use (`subsetOf(css, classes)`, given the class
 * names of everything before the pause: lib/http/first-screen-css.mjs), while the whole stylesheets follow the
 * pause, so the parser reaches the header without parsing them first. Right after them an inline script
 * (FIRST_SCREEN_STYLES_SOURCE) removes the subsets where the whole sheets are children of the body (React skips
 * them there) and otherwise moves each whole sheet into its subset's place, so React, which hydrates the body's
 * tree, finds exactly the elements it rendered. Without scripting they stay where they are and style the page the
 * same.
 */
export function firstScreenFirst(html, cssOf, subsetOf, src, integrity) {
  const end = firstScreenEnd(html);
  if (end < 0) return inlineStylesheets(html, cssOf);
  const classes = classNamesIn(html.slice(0, end));
  const { html: inlined, rest } = inlineHead(html, cssOf, (css) => subsetOf(css, classes));
  // (only the head changed: the mark's end moved by what it grew)
  const at = end + inlined.length - html.length;
  const styles = rest.length ? `${rest.map((css) => `<style ${FIRST_SCREEN_REST_ATTR}="">${css}</style>`).join('')}<script>${FIRST_SCREEN_STYLES_SOURCE}</script>` : '';
  return `${inlined.slice(0, at)}${yieldTag(src, integrity)}${styles}${inlined.slice(at)}`;
}

/** The [src, integrity] pairs the first-frame loaders of a page request (for the first-load JavaScript bench). */
export function firstFrameScripts(html) {
  return [...html.matchAll(LOADER_LIST)].flatMap((m) => JSON.parse(m[1]));
}
