// The one place the database driver is chosen (docs/architecture.md):
//   DATABASE_URL set   → PostgreSQL through postgres.js
//   DATABASE_URL unset → PGlite (Postgres in WASM) in .data/pglite (PGLITE_DIR overrides)
// Migrations and the idempotent seed run once per process before the first query is served.
import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';
import { env } from '@/lib/env';
import { pgliteDir } from '@/lib/paths';
import { log } from '@/lib/logger';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Run raw SQL text (used for LISTEN/NOTIFY and health checks). */
  exec: (sqlText: string) => Promise<unknown>;
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen: (channel: string, onMessage: (payload: string) => void, onListen?: () => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * PostgreSQL: a Db whose connections start with these planner settings — a small pool of its own per set of
   * settings, opened on first use, at most a quarter of DATABASE_POOL_MAX connections (at least one). A statement
   * that needs a plan setting then costs one round trip, not four (BEGIN, SET LOCAL, the statement, COMMIT;
   * docs/search.md#speed). Null on PGlite: its one connection takes settings per transaction.
   */
  planned: (settings: Record<string, string>) => Db | null;
  close: () => Promise<void>;
}

export function migrationsDir(): string {
  return env().MIGRATIONS_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'db', 'migrations');
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');

  // Several instances may start at once: serialise migrate+seed with an advisory lock on one connection.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(727274)`;
    await migrate(drizzle(migrator, { schema }), { migrationsFolder: migrationsDir() });
    const { seedDatabase } = await import('@/db/seed');
    await seedDatabase(drizzle(migrator, { schema }) as unknown as Db);
    await migrator`select pg_advisory_unlock(727274)`;
  } finally {
    await migrator.end({ timeout: 5 });
  }

  const poolMax = env().DATABASE_POOL_MAX ?? 10;
  const open = (max: number, settings: Record<string, string> = {}) =>
    postgres(url, {
      max,
      onnotice: () => {},
      connect_timeout: 10,
      // A new connection's first statements are slow (a new backend maps the shared buffers page by page as it
      // touches them: two to three times a warm statement's time on a virtual machine, bench/RESULTS.md), so idle
      // connections are kept for minutes, not closed after every quiet half-minute. TCP keep-alive (postgres.js:
      // every 60 s) keeps firewalls and load balancers from dropping them meanwhile.
      idle_timeout: env().DATABASE_IDLE_TIMEOUT ?? 300,
      // No parallel query plans: starting the workers costs tens of milliseconds on a small machine, more than the
      // app's short statements take alone (a catalogue walk of 75 ms in parallel, 5–15 ms serial), and they take
      // cores from concurrent requests (docs/search.md#speed). Strings: postgres.js drops falsy startup values.
      connection: { max_parallel_workers_per_gather: '0', ...settings },
    });
  const sql = open(poolMax);
  const db = drizzle(sql, { schema }) as unknown as Db;
  const plannedPools = new Map<string, { sql: ReturnType<typeof open>; db: Db }>();
  return {
    db,
    kind: 'postgres',
    planned: (settings) => {
      const key = JSON.stringify(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)));
      let pool = plannedPools.get(key);
      if (!pool) {
        const plannedSql = open(Math.max(1, Math.ceil(poolMax / 4)), settings);
        pool = { sql: plannedSql, db: drizzle(plannedSql, { schema }) as unknown as Db };
        plannedPools.set(key, pool);
      }
      return pool.db;
    },
    exec: (text) => sql.unsafe(text),
    listen: async (channel, onMessage, onListen) => {
      const sub = await sql.listen(channel, onMessage, onListen);
      return async () => {
        await sub.unlisten();
      };
    },
    notify: async (channel, payload) => {
      await sql.notify(channel, payload);
    },
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), ...[...plannedPools.values()].map((p) => p.sql.end({ timeout: 5 }))]);
    },
  };
}

async function openPglite(dir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir !== 'memory://') mkdirSync(path.dirname(dir), { recursive: true });
  // contrib extensions of the catalogue search (db/migrations/0002_search.sql, docs/search.md).
  const [{ pg_trgm }, { unaccent }, { fuzzystrmatch }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
  ]);
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  const client = dir === 'memory://' ? new PGlite({ extensions }) : new PGlite(dir, { extensions });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsDir() });
  const { seedDatabase } = await import('@/db/seed');
  await seedDatabase(db);
  return {
    db,
    kind: 'pglite',
    exec: (text) => client.exec(text),
    listen: async (channel, onMessage, onListen) => {
      const unsub = await client.listen(channel, onMessage);
      onListen?.();
      return unsub;
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    planned: () => null,
    close: () => client.close(),
  };
}

type Holder = { promise?: Promise<DbHandle> };
const holder = ((globalThis as { __bioarkDb?: Holder }).__bioarkDb ??= {});

/** The process-wide database handle; migrates and seeds on first call. */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder.promise) {
    const url = env().DATABASE_URL;
    const started = Date.now();
    // `next build` must never need (or touch) the real database: build workers get a throw-away in-memory
    // PGlite with the seed. Nothing rendered then is served (see lib/cache/cache-handler.cjs).
    const building = env().NEXT_PHASE === 'phase-production-build';
    holder.promise = (building ? openPglite('memory://') : url ? openPostgres(url) : openPglite(pgliteDir()))
      .then((h) => {
        log.info('database ready', { kind: h.kind, ms: Date.now() - started });
        return h;
      })
      .catch((err) => {
        holder.promise = undefined; // allow a retry once the database is back (docs/security.md R1)
        throw err;
      });
  }
  return holder.promise;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests: close and forget the handle so the next call opens a fresh one. */
export async function closeDbForTests(): Promise<void> {
  const p = holder.promise;
  holder.promise = undefined;
  if (p) await (await p).close();
}

/** The rows of `db.execute(sql…)`: postgres.js answers an array, PGlite `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] })?.rows ?? []) as Record<string, unknown>[];
}
