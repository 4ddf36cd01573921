import type { Metadata } from 'next';
import Link from 'next/link';
import { formatDate } from '@/components/account/format';
import { SearchForm } from '@/components/admin/search-box';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { listCustomersForAdmin } from '@/lib/server/account-data';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Customers' };

// The Customers tab (docs/accounts.md): verified customer accounts with what belongs to them, searchable by
// e-mail, name or institution. A plain GET form, so the search stays in the URL.
export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage('/admin/customers');
  const sp = await searchParams;
  const q = (Array.isArray(sp.q) ? sp.q[0] : sp.q ?? '').slice(0, 200);
  const rows = await listCustomersForAdmin(q);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
        <p className="mt-1 text-sm text-muted-foreground">Accounts of researchers who signed in with an e-mail link, newest first.</p>
      </div>
      <SearchForm
        action="/admin/customers"
        label="Search customers"
        inputId="customers-q"
        q={q}
        placeholder="E-mail, name or institution"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        fieldClassName="flex-1 sm:max-w-md"
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rows.length === 1 ? '1 customer' : `${rows.length} customers`}
        {q ? (rows.length === 1 ? ' matches' : ' match') : ''}
      </p>
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm" data-testid="customers-table">
            <thead className="bg-muted/40 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Customer</th>
                <th scope="col" className="px-4 py-3 font-medium">Institution</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Orders</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Quotes</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Designs</th>
                <th scope="col" className="px-4 py-3 font-medium">Last sign-in</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((c) => (
                <tr key={c.id}>
                  <td className="px-4 py-3">
                    <Link href={`/admin/customers/${c.id}`} className="font-medium break-all text-primary hover:underline">
                      {c.email}
                    </Link>
                    {c.name ? <p className="text-muted-foreground">{c.name}</p> : null}
                  </td>
                  <td className="px-4 py-3">{c.institution || <span className="text-muted-foreground">—</span>}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{c.orders}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{c.quotes}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{c.designs}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{c.lastSignInAt ? formatDate(c.lastSignInAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
          {q ? 'No customer matches this search.' : 'No customer accounts yet. A researcher gets one by signing in with an e-mail link.'}
        </div>
      )}
    </div>
  );
}
