// The relevance suite: every case of tests/fixtures/search-relevance.json against the seeded catalogue, on the
// engine of TEST_DB. Each case names the expected first result and what must (or must not) be present; the
// suite passes when at least 95 % of the cases do, and prints the ones that fail.
import cases from '@/tests/fixtures/search-relevance.json';
import { searchProducts } from '@/lib/server/search';
import { testDbKind } from '@/tests/integration/setup';

interface RelevanceCase {
  kind: string;
  q: string;
  first?: string;
  firstOf?: string[];
  present?: string[];
  absent?: string[];
  none?: boolean;
}

const all = (cases as { cases: RelevanceCase[] }).cases;

async function failureOf(c: RelevanceCase): Promise<string | null> {
  const result = await searchProducts(c.q, { pageSize: 100 });
  const slugs = result.items.map((p) => p.slug);
  if (c.none && slugs.length) return `expected no result, got ${slugs.slice(0, 4).join(', ')}`;
  if (c.first && slugs[0] !== c.first) return `expected ${c.first} first, got ${slugs.slice(0, 4).join(', ') || 'nothing'}`;
  if (c.firstOf && !c.firstOf.includes(slugs[0])) return `expected one of ${c.firstOf.join(', ')} first, got ${slugs.slice(0, 4).join(', ') || 'nothing'}`;
  const missing = (c.present ?? []).filter((s) => !slugs.includes(s));
  if (missing.length) return `missing ${missing.join(', ')} (got ${slugs.slice(0, 6).join(', ') || 'nothing'})`;
  const unwanted = (c.absent ?? []).filter((s) => slugs.includes(s));
  if (unwanted.length) return `must not find ${unwanted.join(', ')}`;
  return null;
}

test('the suite has at least 60 cases of every kind the issue names', () => {
  expect(all.length).toBeGreaterThanOrEqual(60);
  const kinds = new Set(all.map((c) => c.kind));
  for (const k of ['order', 'hyphen', 'plural', 'typo', 'catalog', 'description', 'synonym', 'abbreviation', 'negative']) {
    expect(kinds).toContain(k);
  }
});

test(`at least 95 % of the relevance cases pass on ${testDbKind}`, async () => {
  const failures: string[] = [];
  for (const c of all) {
    const failure = await failureOf(c);
    if (failure) failures.push(`[${c.kind}] ${JSON.stringify(c.q)}: ${failure}`);
  }
  const passRate = (all.length - failures.length) / all.length;
  console.log(`relevance on ${testDbKind}: ${all.length - failures.length}/${all.length} pass (${(passRate * 100).toFixed(1)} %)${failures.length ? `\n${failures.join('\n')}` : ''}`);
  expect(passRate).toBeGreaterThanOrEqual(0.95);
});
