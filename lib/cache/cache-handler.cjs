// Next.js incremental cache handler (next.config.mjs `cacheHandler`).
// Why: public pages are cached ISR-style (fast, tag-revalidated), but `next build` must not need the real
// database, so nothing rendered at build time may ever be served. This handler starts empty in every
// process: the first request renders from the live database and later ones are served from memory until
// a tag is revalidated (an admin change) or the entry's revalidate time passes. Tags are invalidated here
// for this instance; the NOTIFY listener (lib/server/events.ts) calls the same invalidation on every
// instance, so an admin change on one instance reaches all of them.
//
// Memory is bounded by bytes, least recently used first (docs/security.md item 33): PAGE_CACHE_MAX_MB (256) for the
// whole cache, and at most TAIL_SHARE of it for the long tail a visitor can create at will — catalogue views
// with a search text (one cached page per distinct ?q=) and not-found pages — so a flood of random queries
// evicts other random queries, never the catalogue, product and blog pages everyone reads.
// PAGE_CACHE_MAX_ENTRIES (5000) still caps the count.
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES || 5000);
const MAX_BYTES = Math.max(1, Number(process.env.PAGE_CACHE_MAX_MB || 256)) * 1024 * 1024;
const TAIL_SHARE = 0.1;

/** A catalogue view with a search text ('{category}~{availability}~{page}~{q}', q non-empty), or a 404. */
function isTailEntry(key, data) {
  if (typeof key === 'string' && /\/products\/browse\/[^/~]*~[^/~]*~[^/~]*~[^/~]+$/.test(key)) return true;
  return Boolean(data && data.status === 404);
}

function byteLength(v) {
  if (v == null) return 0;
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (Buffer.isBuffer(v) || ArrayBuffer.isView(v)) return v.byteLength;
  if (v instanceof Map) {
    let n = 0;
    for (const [k, x] of v) n += byteLength(k) + byteLength(x);
    return n;
  }
  try {
    return Buffer.byteLength(JSON.stringify(v) ?? '');
  } catch {
    return 0;
  }
}

/** Approximate memory of one cached value: its payloads plus a fixed overhead. */
function sizeOf(data) {
  if (!data) return 0;
  let n = 1024;
  for (const field of ['html', 'rscData', 'segmentData', 'postponed', 'body', 'data', 'pageData', 'headers']) n += byteLength(data[field]);
  return n;
}

function store() {
  const g = globalThis;
  if (!g.__bioarkPageCache) {
    g.__bioarkPageCache = {
      entries: new Map(), // key -> { value, lastModified, tags, size, tail } in least-recently-used order
      bytes: 0,
      tailBytes: 0,
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
            this.remove(key);
            removed++;
          }
        }
        return removed;
      },
      remove(key) {
        const entry = this.entries.get(key);
        if (!entry) return;
        this.entries.delete(key);
        this.bytes -= entry.size;
        if (entry.tail) this.tailBytes -= entry.size;
      },
      add(key, entry) {
        this.remove(key);
        if (entry.size > MAX_BYTES * (entry.tail ? TAIL_SHARE : 1)) return; // larger than its whole budget
        this.entries.set(key, entry);
        this.bytes += entry.size;
        if (entry.tail) this.tailBytes += entry.size;
        // Evict the oldest tail entries past the tail's share, then the oldest of all past the totals.
        if (this.tailBytes > MAX_BYTES * TAIL_SHARE) {
          for (const [k, e] of this.entries) {
            if (this.tailBytes <= MAX_BYTES * TAIL_SHARE) break;
            if (e.tail) this.remove(k);
          }
        }
        while (this.entries.size > MAX_ENTRIES || this.bytes > MAX_BYTES) this.remove(this.entries.keys().next().value);
      },
      clear() {
        this.generation++;
        this.entries.clear();
        this.bytes = 0;
        this.tailBytes = 0;
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
  static sizeOf = sizeOf;
  static isTailEntry = isTailEntry;
  static limits = { MAX_BYTES, MAX_ENTRIES, TAIL_SHARE };

  constructor() {}

  async get(key, ctx) {
    const s = store();
    const entry = s.entries.get(key);
    if (!entry) return null;
    const softTags = (ctx && ctx.softTags) || [];
    for (const t of [...entry.tags, ...softTags]) {
      const at = s.tagTimes.get(t);
      if (at && at >= entry.lastModified) {
        s.remove(key);
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
      s.remove(key);
      return;
    }
    const value = forServing(data);
    s.add(key, { value, lastModified: Date.now(), tags: tagsOf(data, ctx), size: sizeOf(value), tail: isTailEntry(key, data) });
  }

  async revalidateTag(tags) {
    store().invalidate(tags);
  }

  resetRequestCache() {}
};
