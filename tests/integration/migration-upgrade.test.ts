// A database migrated when the newest migration was 0008 is upgraded by today's migrations: drizzle applies only
// migrations journalled later than the newest one applied (docs/runbook.md#migrations), so 0009 and 0010, journalled
// earlier than 0008, were skipped on such a database until 0011 repeated them. PGlite in memory, on every engine run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const migrations = path.resolve(__dirname, '../../db/migrations');

test('a database at 0008 gets the columns of 0009 and 0010 when it is migrated again', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const old = mkdtempSync(path.join(os.tmpdir(), 'migrations-0008-'));
  try {
    cpSync(migrations, old, { recursive: true });
    const journalPath = path.join(old, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0008_'));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo + 1) }));

    const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent, fuzzystrmatch } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: old });
    const columns = async () =>
      (
        await client.query<{ c: string }>(
          `select table_name || '.' || column_name as c from information_schema.columns
           where (table_name, column_name) in (('customers', 'stripe_customer_id'), ('order_refunds', 'cancels_order')) order by 1`,
        )
      ).rows.map((r) => r.c);
    expect(await columns()).toEqual([]);
    await migrate(db, { migrationsFolder: migrations });
    expect(await columns()).toEqual(['customers.stripe_customer_id', 'order_refunds.cancels_order']);
    // and migrating again changes nothing
    await migrate(db, { migrationsFolder: migrations });
    await client.close();
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}, 60_000);
