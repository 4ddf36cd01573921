import type { Metadata } from 'next';
import Link from 'next/link';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { SynonymsEditor } from '@/components/admin/search/synonyms-editor';
import { buttonVariants } from '@/components/ui/button';
import { listSynonymGroupsForAdmin } from '@/lib/server/search-admin';
import { topSearches, SEARCH_LOG_RETENTION_DAYS, type SearchLogRow } from '@/lib/server/search-log';
import { catalogHref } from '@/lib/domain/catalog-params';

export const metadata: Metadata = { title: 'Search' };
export const dynamic = 'force-dynamic';

export default async function AdminSearchPage() {
  await requireAdminPage('/admin/search');
  const [groups, top, zero] = await Promise.all([
    listSynonymGroupsForAdmin(),
    topSearches({ days: 30, limit: 50 }),
    topSearches({ days: 30, limit: 50, zeroOnly: true }),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Search"
        description={`What researchers search for in the catalogue. Counted per day and query only — no address, e-mail or session — and kept for ${SEARCH_LOG_RETENTION_DAYS} days.`}
        actions={
          <a href="/api/admin/search/export" className={buttonVariants({ variant: 'secondary' })} download>
            Export CSV (30 days)
          </a>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <QueryTable
          id="zero-heading"
          title="Searches with no results"
          hint="What researchers look for and the shop does not list (last 30 days)."
          rows={zero}
          empty="No search came back empty in the last 30 days."
        />
        <QueryTable id="popular-searches-heading" title="Top searches" hint="The last 30 days, with the result count of the latest search." rows={top} empty="No searches recorded yet." />
      </div>
      <div className="mt-6">
        <SynonymsEditor initial={groups} />
      </div>
    </>
  );
}

function QueryTable({ id, title, hint, rows, empty }: { id: string; title: string; hint: string; rows: SearchLogRow[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="mt-3 max-h-[28rem] overflow-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-surface text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Query
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Searches
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Results
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((r) => (
                <tr key={r.query}>
                  <td className="px-3 py-2 break-all">
                    <Link href={catalogHref({ q: r.query })} className="text-primary hover:underline" target="_blank">
                      {r.query}
                    </Link>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.searches}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{r.results}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
