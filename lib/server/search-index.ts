import 'server-only';
// Keeps the search's GIN indexes merged (docs/search.md#speed). A GIN index takes new entries into a pending list
// (fast inserts) that every search using the index reads in full until the list is merged into the index: by
// VACUUM, by an insert that finds it over 4 MB, or by gin_clean_pending_list. PostgreSQL's autovacuum merges it
// sooner or later; PGlite has no autovacuum, so after an import each search read up to 4 MB of pending entries per
// index (measured on 100,000 products: 1,300 pending pages over four indexes, search p95 ~2x). So the lists are
// merged once at start and a moment after every catalogue write (debounced, off the request path).
import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { log } from '@/lib/logger';

/** Quiet time after the last catalogue write before the merge (an import is many writes in a row). */
export const SEARCH_INDEX_MERGE_DELAY_MS = 2000;

/** Merges the pending lists of the GIN indexes of the search tables; returns the pages merged. */
export async function mergeSearchIndexPending(): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    select coalesce(sum(gin_clean_pending_list(i.indexrelid::regclass)), 0)::int as pages
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and i.indrelid in ('product_search'::regclass, 'search_terms'::regclass)`);
  return Number(rowsOf(result)[0]?.pages ?? 0);
}

// Module state, not globalThis: a second copy of this module (another server bundle) only means one more merge.
const state: { enabled?: boolean; timer?: ReturnType<typeof setTimeout>; running?: Promise<void>; again?: boolean } = {};

async function run(): Promise<void> {
  const started = Date.now();
  try {
    const pages = await mergeSearchIndexPending();
    if (pages) log.info('search index pending entries merged', { pages, ms: Date.now() - started });
  } catch (err) {
    log.warn('search index merge failed', { err });
  }
}

/**
 * Merges the pending lists SEARCH_INDEX_MERGE_DELAY_MS after the last call (never two merges at once) — in a server
 * process whose background work started (startSearchIndexMerge); elsewhere (scripts, tests) it does nothing.
 */
export function scheduleSearchIndexMerge(delayMs = SEARCH_INDEX_MERGE_DELAY_MS): void {
  if (!state.enabled) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    state.timer = undefined;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = run().finally(() => {
      state.running = undefined;
      if (state.again) {
        state.again = false;
        scheduleSearchIndexMerge(0);
      }
    });
  }, delayMs);
  state.timer.unref?.();
}

/** Background worker (lib/server/background.ts): merges what an earlier process left pending. */
export function startSearchIndexMerge(): void {
  state.enabled = true;
  scheduleSearchIndexMerge(0);
}
