// Scripts requested after the first frame with content (lib/http/first-frame.mjs, issue 23).
import vm from 'node:vm';
import {
  absoluteCssUrls,
  deferScriptsToFirstFrame,
  firstFrameLoader,
  firstFrameScripts,
  FIRST_FRAME_FALLBACK_MS,
  FIRST_SCREEN_CSS_ATTR,
  FIRST_SCREEN_REST_ATTR,
  FIRST_SCREEN_STYLES_SOURCE,
  firstScreenFirst,
  FIRST_SCREEN_YIELD_ID,
  FIRST_SCREEN_YIELD_SOURCE,
  INLINE_STYLES_MAX_CHARS,
  inlineStylesheets,
  yieldAfterFirstScreen,
} from '@/lib/http/first-frame.mjs';

const page = (head: string, body = '<main><p>Hello</p></main>') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const loaderOf = (html: string) => /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? null;

describe('deferScriptsToFirstFrame', () => {
  test.each([
    ['no scripts', page('<link rel="stylesheet" href="/a.css"/>')],
    ['only inline scripts', page('<script>self.__next_f=[]</script>')],
    ['a classic (blocking) script', page('<script src="/x.js"></script>')],
    ['a noModule polyfill', page('<script src="/p.js" noModule="" async=""></script>')],
    ['a module script', page('<script type="module" src="/m.js" async=""></script>')],
    ['no </body> (a fragment)', '<script src="/a.js" async=""></script><p>x</p>'],
  ])('leaves a page with %s unchanged', (_name, html) => {
    expect(deferScriptsToFirstFrame(html)).toBe(html);
  });

  test('removes the async script tags and their preloads, and loads the same files, in order, with their integrity', () => {
    const html = page(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js" integrity="sha256-C"/>' +
        '<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>' +
        '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-A"></script>' +
        '<script src="/_next/static/chunks/b.js" integrity="sha256-B" async=""></script>' +
        '<script src="/_next/static/chunks/p.js" integrity="sha256-P" noModule=""></script>' +
        '<script src="/_next/static/chunks/c.js" integrity="sha256-C" async=""></script>',
      '<p>Hi</p><script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/a.js" async="" integrity="sha256-A"></script>',
    );
    const out = deferScriptsToFirstFrame(html);
    expect(out).not.toMatch(/<script[^>]*\basync\b/);
    expect(out).not.toMatch(/rel="preload" as="script"/);
    expect(out).toContain('<link rel="preload" as="font" href="/f.woff2" crossorigin=""/>');
    expect(out).toContain('<script src="/_next/static/chunks/p.js" integrity="sha256-P" noModule=""></script>');
    expect(out).toContain('<p>Hi</p><script>self.__next_f.push([1,"x"])</script>');
    expect(firstFrameScripts(out)).toEqual([
      ['/_next/static/chunks/a.js', 'sha256-A'],
      ['/_next/static/chunks/b.js', 'sha256-B'],
      ['/_next/static/chunks/c.js', 'sha256-C'],
    ]);
    expect(out.endsWith('</script></body></html>')).toBe(true);
  });

  test('entity-encoded sources are decoded for the loader; a source cannot close the loader’s script element', () => {
    const out = deferScriptsToFirstFrame(page('<script src="/a.js?x=1&amp;y=&lt;/script&gt;" async=""></script>'));
    expect(firstFrameScripts(out)).toEqual([['/a.js?x=1&y=</script>', '']]);
    expect(loaderOf(out)).not.toContain('</script>');
  });
});

// The loader run against a minimal browser: what it requests, and when.
function browser({ hidden = false, lcp = true, leftover = false } = {}) {
  const appended: { src: string; integrity: string }[] = [];
  const removed: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let observer: ((list: unknown, o: { disconnect(): void }) => void) | null = null;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe(opts: { type: string; buffered: boolean }) {
      expect(opts).toEqual({ type: 'largest-contentful-paint', buffered: true });
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag: string) => ({ tag, src: '', integrity: '' }),
    getElementById: (id: string) => (leftover && !removed.includes(id) ? { remove: () => removed.push(id) } : null),
    head: { appendChild: (el: { src: string; integrity: string }) => appended.push({ src: el.src, integrity: el.integrity }) },
  };
  const window = { PerformanceObserver };
  const context = vm.createContext({
    document,
    window,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return {
    run: (code: string) => vm.runInContext(code, context),
    appended,
    removed,
    frame: () => frames.splice(0).forEach((f) => f()),
    tick: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.fn()),
    lcp: () => observer?.({}, { disconnect: () => (disconnected = true) }),
    get disconnected() {
      return disconnected;
    },
  };
}

describe('firstFrameLoader', () => {
  const code = firstFrameLoader([
    ['/a.js', 'sha256-A'],
    ['/b.js', ''],
  ]);

  test('requests nothing before the largest contentful paint, then everything after the next frame', () => {
    const b = browser();
    b.run(code);
    b.frame();
    b.tick(0);
    expect(b.appended).toEqual([]);
    b.lcp();
    expect(b.disconnected).toBe(true);
    expect(b.appended).toEqual([]);
    b.frame();
    b.tick(0);
    expect(b.appended).toEqual([
      { src: '/a.js', integrity: 'sha256-A' },
      { src: '/b.js', integrity: '' },
    ]);
    b.tick(FIRST_FRAME_FALLBACK_MS); // the fallback finds the work done: nothing twice
    expect(b.appended).toHaveLength(2);
  });

  test('a hidden tab requests the scripts at once', () => {
    const b = browser({ hidden: true });
    b.run(code);
    expect(b.appended.map((s) => s.src)).toEqual(['/a.js', '/b.js']);
  });

  test('without the largest-contentful-paint entry: after two animation frames', () => {
    const b = browser({ lcp: false });
    b.run(code);
    b.frame();
    b.tick(0);
    expect(b.appended).toEqual([]);
    b.frame();
    b.tick(0);
    expect(b.appended.map((s) => s.src)).toEqual(['/a.js', '/b.js']);
  });

  test('removes a first-screen script left in the page (it never ran) before it requests the scripts', () => {
    const b = browser({ hidden: true, leftover: true });
    b.run(code);
    expect(b.removed).toEqual([FIRST_SCREEN_YIELD_ID]);
    expect(b.appended).toHaveLength(2);
  });

  test('a page that never reports a paint still gets its scripts after the fallback delay', () => {
    const b = browser();
    b.run(code);
    b.tick(FIRST_FRAME_FALLBACK_MS);
    expect(b.appended.map((s) => s.src)).toEqual(['/a.js', '/b.js']);
  });
});

describe('absoluteCssUrls', () => {
  test.each([
    ['url(../media/a.woff2)', 'url(/_next/static/media/a.woff2)'],
    ['url("../media/a b.woff2")', 'url("/_next/static/media/a%20b.woff2")'],
    ["url( './x.png?v=1#f' )", "url('/_next/static/chunks/x.png?v=1#f')"],
    ['url(/already/absolute.png)', 'url(/already/absolute.png)'],
    ['url(data:image/png;base64,AAAA)', 'url(data:image/png;base64,AAAA)'],
    ['url(https://cdn.example/x.png)', 'url(https://cdn.example/x.png)'],
    ['url(#svg-filter)', 'url(#svg-filter)'],
  ])('%s → %s', (css, out) => {
    expect(absoluteCssUrls(`a{b:${css}}`, '/_next/static/chunks/site.css')).toBe(`a{b:${out}}`);
  });
});

describe('inlineStylesheets', () => {
  const css: Record<string, string> = { '/s/a.css': 'a{color:red}', '/s/b.css': 'b{color:blue}', '/s/evil.css': 'x{content:"</style><script>"}' };
  const cssOf = (href: string) => css[href] ?? null;

  test('writes each known stylesheet into the head, in order, and keeps its link disabled (never fetched)', () => {
    const html = page('<link rel="stylesheet" href="/s/a.css" data-precedence="next"/><link rel="stylesheet" href="/s/b.css" data-precedence="next"/>');
    expect(inlineStylesheets(html, cssOf)).toBe(
      page('<style>a{color:red}</style><link rel="stylesheet" href="/s/a.css" data-precedence="next" disabled=""/><style>b{color:blue}</style><link rel="stylesheet" href="/s/b.css" data-precedence="next" disabled=""/>'),
    );
  });

  test.each([
    ['an unknown stylesheet', '<link rel="stylesheet" href="/s/other.css"/>'],
    ['a stylesheet with a media query', '<link rel="stylesheet" href="/s/a.css" media="print"/>'],
    ['a disabled stylesheet', '<link rel="stylesheet" href="/s/a.css" disabled=""/>'],
    ['a stylesheet disabled without a value', '<link rel="stylesheet" href="/s/a.css" disabled>'],
    ['a stylesheet that would close the style element', '<link rel="stylesheet" href="/s/evil.css"/>'],
    ['a preload', '<link rel="preload" href="/s/a.css" as="style"/>'],
  ])('leaves %s as it is', (_name, tag) => {
    expect(inlineStylesheets(page(tag), cssOf)).toBe(page(tag));
  });

  test('a path with “media” or “disabled” in it is still inlined (attributes are what count)', () => {
    const out = inlineStylesheets(page('<link rel="stylesheet" href="/media/disabled.css"/>'), (h) => (h === '/media/disabled.css' ? 'm{}' : null));
    expect(out).toBe(page('<style>m{}</style><link rel="stylesheet" href="/media/disabled.css" disabled=""/>'));
  });

  test('only in the head; past the size limit the links stay', () => {
    const inBody = page('', '<link rel="stylesheet" href="/s/a.css"/>');
    expect(inlineStylesheets(inBody, cssOf)).toBe(inBody);
    const big = 'x'.repeat(INLINE_STYLES_MAX_CHARS - 5);
    const out = inlineStylesheets(page('<link rel="stylesheet" href="/big.css"/><link rel="stylesheet" href="/s/a.css"/>'), (h) => (h === '/big.css' ? big : cssOf(h)));
    expect(out).toContain(`<style>${big}</style>`);
    expect(out).toContain('<link rel="stylesheet" href="/s/a.css"/>');
  });
});

describe('yieldAfterFirstScreen', () => {
  test('adds the script right after the marked element, low priority, with its integrity', () => {
    const html = page('', '<a href="#main">Skip</a><header data-first-screen="" class="h"><nav><header>inner</header></nav></header><main>M</main>');
    const out = yieldAfterFirstScreen(html, '/_next/static/first-screen-1.js', 'sha256-Y');
    expect(out).toBe(
      page('', `<a href="#main">Skip</a><header data-first-screen="" class="h"><nav><header>inner</header></nav></header><script id="${FIRST_SCREEN_YIELD_ID}" src="/_next/static/first-screen-1.js" integrity="sha256-Y" fetchpriority="low"></script><main>M</main>`),
    );
  });

  test('any element can be marked; pages without the mark, or where it is never closed, are unchanged', () => {
    const html = page('', '<div data-first-screen=""><div>x</div></div><main/>');
    expect(yieldAfterFirstScreen(html, '/y.js', 'sha256-Y')).toContain(`<div>x</div></div><script id="${FIRST_SCREEN_YIELD_ID}"`);
    const plain = page('', '<header><p>x</p></header>');
    expect(yieldAfterFirstScreen(plain, '/y.js', 'sha256-Y')).toBe(plain);
    const open = page('', '<header data-first-screen=""><p>x</p>');
    expect(yieldAfterFirstScreen(open, '/y.js', 'sha256-Y')).toBe(open);
  });

  test('the script removes itself once it has run', () => {
    const removed: string[] = [];
    vm.runInNewContext(FIRST_SCREEN_YIELD_SOURCE, { document: { currentScript: { remove: () => removed.push('me') } } });
    expect(removed).toEqual(['me']);
    expect(() => vm.runInNewContext(FIRST_SCREEN_YIELD_SOURCE, { document: { currentScript: null } })).not.toThrow();
  });
});

describe('firstScreenFirst', () => {
  const css: Record<string, string> = { '/s/a.css': '*{margin:0}.h{x:1}.m{x:2}', '/s/b.css': '.m{y:1}.h{y:2}' };
  const cssOf = (href: string) => css[href] ?? null;
  const subsets: string[][] = [];
  // A stand-in for lib/http/first-screen-css.mjs: the rules naming a class of the first screen.
  const subsetOf = (text: string, classes: Set<string>) => {
    subsets.push([...classes].sort());
    return text.replace(/\.([a-z]+)\{[^}]*\}/g, (rule, name: string) => (classes.has(name) ? rule : ''));
  };
  const links = '<link rel="stylesheet" href="/s/a.css" data-precedence="next"/><link rel="stylesheet" href="/s/b.css" data-precedence="next"/>';
  const body = '<a class="skip" href="#main">Skip</a><header data-first-screen="" class="h"><nav class="n">N</nav></header><main class="m">M</main>';

  test('the head holds the first screen’s rules; the whole stylesheets and the script that moves them follow the pause', () => {
    subsets.length = 0;
    const out = firstScreenFirst(page(links, body), cssOf, subsetOf, '/y.js', 'sha256-Y');
    expect(out).toBe(
      page(
        `<style ${FIRST_SCREEN_CSS_ATTR}="">*{margin:0}.h{x:1}</style><link rel="stylesheet" href="/s/a.css" data-precedence="next" disabled=""/>` +
          `<style ${FIRST_SCREEN_CSS_ATTR}="">.h{y:2}</style><link rel="stylesheet" href="/s/b.css" data-precedence="next" disabled=""/>`,
        '<a class="skip" href="#main">Skip</a><header data-first-screen="" class="h"><nav class="n">N</nav></header>' +
          `<script id="${FIRST_SCREEN_YIELD_ID}" src="/y.js" integrity="sha256-Y" fetchpriority="low"></script>` +
          `<style ${FIRST_SCREEN_REST_ATTR}="">*{margin:0}.h{x:1}.m{x:2}</style><style ${FIRST_SCREEN_REST_ATTR}="">.m{y:1}.h{y:2}</style>` +
          `<script>${FIRST_SCREEN_STYLES_SOURCE}</script><main class="m">M</main>`,
      ),
    );
    // the classes of everything before the pause (the main's are not among them)
    expect(subsets).toEqual([['h', 'n', 'skip'], ['h', 'n', 'skip']]);
  });

  test('a page without the mark gets the whole stylesheets in the head, as inlineStylesheets writes them', () => {
    const html = page(links, '<header class="h">H</header><main class="m">M</main>');
    expect(firstScreenFirst(html, cssOf, subsetOf, '/y.js', 'sha256-Y')).toBe(inlineStylesheets(html, cssOf));
  });

  test('without an inlined stylesheet only the pause is added', () => {
    const html = page('<link rel="stylesheet" href="/s/other.css"/>', body);
    expect(firstScreenFirst(html, cssOf, subsetOf, '/y.js', 'sha256-Y')).toBe(yieldAfterFirstScreen(html, '/y.js', 'sha256-Y'));
  });

  test('the head’s marked styles are not taken for the first screen’s mark', () => {
    const html = page(`<style ${FIRST_SCREEN_CSS_ATTR}="">x{}</style>`, '<main>M</main>');
    expect(yieldAfterFirstScreen(html, '/y.js', 'sha256-Y')).toBe(html);
  });

  /** A fake document for the styles script: the whole sheets' parent by name ('body' or another), and a log. */
  function stylesDocument(wholeIn: 'body' | 'div', subsets: number) {
    const log: string[] = [];
    const body = { name: 'body' };
    const head = { name: 'head', appendChild: (e: { name: string }) => log.push(`head += ${e.name}`) };
    const el = (name: string, parentNode: object) => ({ name, parentNode, replaceWith: (other: { name: string }) => log.push(`${name} -> ${other.name}`), remove: () => log.push(`${name} removed`) });
    const parent = wholeIn === 'body' ? body : { name: 'div' };
    const rest = [el('whole a', parent), el('whole b', parent)];
    const critical = [el('subset a', head), el('subset b', head)].slice(0, subsets);
    const document = {
      querySelectorAll: (selector: string) => (selector.includes(FIRST_SCREEN_REST_ATTR) ? rest : selector.includes(FIRST_SCREEN_CSS_ATTR) ? critical : []),
      head,
      body,
      currentScript: { remove: () => log.push('script removed') },
    };
    return { log, run: () => vm.runInNewContext(FIRST_SCREEN_STYLES_SOURCE, { document }) };
  }

  test.each([
    ['outside the body, each whole sheet takes its subset’s place, in order', 'div', 2, ['subset a -> whole a', 'subset b -> whole b', 'script removed']],
    ['outside the body, a whole sheet without a subset goes to the head', 'div', 1, ['subset a -> whole a', 'head += whole b', 'script removed']],
    // Nothing moves: a moved <style> is parsed again.
    ['a child of the body stays there (React skips it) and its subset leaves the head', 'body', 1, ['subset a removed', 'script removed']],
    ['children of the body with a subset each: the subsets go', 'body', 2, ['subset a removed', 'subset b removed', 'script removed']],
  ] as const)('the styles script: %s, then it removes itself', (_name, wholeIn, subsets, expected) => {
    const { log, run } = stylesDocument(wholeIn, subsets);
    run();
    expect(log).toEqual(expected);
  });
});
