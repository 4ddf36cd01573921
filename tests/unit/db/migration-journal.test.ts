/**
 * drizzle's migrator applies only the migrations whose journal `when` is later than the newest one a database already
 * has (docs/runbook.md#migrations). 0009 and 0010 were journalled earlier than 0008, so databases migrated to 0008
 * before they existed never got them (0011 repairs that). Every later entry must be newer than all before it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, '../../../db/migrations');
const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};
/** Entries journalled out of order before the rule was enforced; 0011 re-runs their statements idempotently. */
const REPAIRED = new Set(['0009_customer_stripe_id', '0010_refund_cancels_order']);

describe('migration journal', () => {
  test('every entry after the repaired ones is newer than every entry before it', () => {
    let newest = 0;
    for (const e of journal.entries) {
      if (!REPAIRED.has(e.tag)) expect({ tag: e.tag, newerThanAllBefore: e.when > newest }).toEqual({ tag: e.tag, newerThanAllBefore: true });
      newest = Math.max(newest, e.when);
    }
  });

  test('the repair migration repeats the skipped statements idempotently', () => {
    const repair = readFileSync(path.join(dir, '0011_search_plan.sql'), 'utf8');
    expect(repair).toContain('ADD COLUMN IF NOT EXISTS "stripe_customer_id"');
    expect(repair).toContain('ADD COLUMN IF NOT EXISTS "cancels_order"');
  });

  test('each journal entry has its SQL file, and each SQL file its entry', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, ''));
    expect(files.sort()).toEqual(journal.entries.map((e) => e.tag).sort());
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });
});
