// Next.js incremental cache handler (next.config.mjs `cacheHandler`).
// Why: public pages are cached ISR-style (fast, tag-revalidated), but `next build` must not need the real
// database, so nothing rendered at build time may ever be served. This handler starts empty in every
// process: the first request renders from the live database and later ones are served from memory until
// a tag is revalidated (an admin change) or the entry's revalidate time passes. Tags are invalidated here
// for this instance; the NOTIFY listener (lib/server/events.ts) calls the same invalidation on every
// instance, so an admin change on one instance reaches all of them.
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES || 5000);

function store() {
  const g = globalThis;
  if (!g.__bioarkPageCache) {
    g.__bioarkPageCache = {
      entries: new Map(), // key -> { value, lastModified, tags }
      tagTimes: new Map(), // tag -> time of last invalidation
      // Changes on every invalidation: the in-process microcache (lib/http/page-microcache.mjs) drops the
      // responses it recorded under an older generation.
      generation: 0,
      invalidate(tags) {
        const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
        if (!list.length) return 0;
        this.generation++;
        const now = Date.now();
        for (const t of list) this.tagTimes.set(t, now);
        let removed = 0;
        for (const [key, entry] of this.entries) {
          if (entry.tags.some((t) => list.includes(t))) {
            this.entries.delete(key);
            removed++;
          }
        }
        return removed;
      },
      clear() {
        this.generation++;
        this.entries.clear();
      },
    };
  }
  return g.__bioarkPageCache;
}

function tagsOf(data, ctx) {
  const tags = new Set();
  for (const t of (ctx && ctx.tags) || []) tags.add(t);
  const header = data && data.headers && data.headers['x-next-cache-tags'];
  if (typeof header === 'string') for (const t of header.split(',')) if (t) tags.add(t);
  return [...tags];
}

// A cached page's HTML is handed back as UTF-8 bytes, encoded once here. Given a string, Next would hash the
// whole document for an ETag, measure its byte length and encode it again on every request — per-byte work
// that made a 160 KB page cost several times a small one (bench/throughput.mjs). Given bytes, it writes them
// as they are.
function forServing(data) {
  if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') return { ...data, html: Buffer.from(data.html, 'utf8') };
  return data;
}

module.exports = class BioarkCacheHandler {
  constructor() {}

  async get(key, ctx) {
    const s = store();
    const entry = s.entries.get(key);
    if (!entry) return null;
    const softTags = (ctx && ctx.softTags) || [];
    for (const t of [...entry.tags, ...softTags]) {
      const at = s.tagTimes.get(t);
      if (at && at >= entry.lastModified) {
        s.entries.delete(key);
        return null;
      }
    }
    // LRU: re-insert on read.
    s.entries.delete(key);
    s.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    const s = store();
    if (!data) {
      s.entries.delete(key);
      return;
    }
    s.entries.set(key, { value: forServing(data), lastModified: Date.now(), tags: tagsOf(data, ctx) });
    while (s.entries.size > MAX_ENTRIES) s.entries.delete(s.entries.keys().next().value);
  }

  async revalidateTag(tags) {
    store().invalidate(tags);
  }

  resetRequestCache() {}
};
