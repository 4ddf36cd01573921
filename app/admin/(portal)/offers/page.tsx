import type { Metadata } from 'next';
import Link from 'next/link';
import { PlusIcon } from '@/components/icons/plus';
import { AdminPageHeader } from '@/components/admin/page-header';
import { OfferStatusBadge } from '@/components/admin/offers/offer-status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatCents } from '@/lib/domain/money';
import { getOfferOverview, listOffers } from '@/lib/server/offers';

export const metadata: Metadata = { title: 'Offers' };
export const dynamic = 'force-dynamic';

export default async function AdminOffersPage() {
  await requireAdminPage('/admin/offers');
  const [offers, overview] = await Promise.all([listOffers(), getOfferOverview()]);
  const figures = [
    { label: 'Open offers', value: String(overview.openOffers) },
    { label: 'Open value', value: formatCents(overview.openValueCents) },
    { label: 'Accepted (30 days)', value: overview.acceptanceRate30d === null ? '—' : `${overview.acceptanceRate30d} %` },
    { label: 'Awaiting invoice', value: String(overview.awaitingInvoice), href: '/admin/orders?status=awaiting_invoice' },
    { label: 'Awaiting payment', value: String(overview.awaitingPayment), href: '/admin/orders?status=invoiced' },
  ];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Offers"
        description="Priced offers for quotes: sent as a PDF with a link the customer accepts by card or purchase order."
        actions={
          <Button asChild size="sm">
            <Link href="/admin/offers/new">
              <PlusIcon aria-hidden="true" />
              New offer
            </Link>
          </Button>
        }
      />
      <dl className="grid grid-cols-2 gap-4 rounded-lg border bg-card p-4 text-sm sm:grid-cols-5" aria-label="Offer figures">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {f.href ? (
                <Link href={f.href} className="text-primary underline-offset-4 hover:underline">
                  {f.value}
                </Link>
              ) : (
                f.value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {offers.length === 0 ? (
        <p className="rounded-lg border bg-card p-8 text-center text-sm text-muted-foreground">
          No offers yet. Open a quote in the <Link href="/admin/quotes" className="text-primary hover:underline">Quotes inbox</Link> and choose “Create offer”, or start a new one.
        </p>
      ) : (
        <Table containerClassName="rounded-lg border">
          <TableHeader>
            <TableRow>
              <TableHead>Offer</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Valid until</TableHead>
              <TableHead>Order</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {offers.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  <Link href={`/admin/offers/${o.id}`} className="font-mono font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline">
                    {o.reference}
                  </Link>
                </TableCell>
                <TableCell className="max-w-64">
                  <span className="block truncate">{o.customerName || o.customerEmail}</span>
                  {o.institution ? <span className="block truncate text-xs text-muted-foreground">{o.institution}</span> : null}
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatCents(o.totalCents)}</TableCell>
                <TableCell>
                  <OfferStatusBadge status={o.displayStatus} />
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{o.validUntil}</TableCell>
                <TableCell>
                  {o.orderId ? (
                    <Link href={`/admin/orders/${o.orderId}`} className="text-primary underline-offset-4 hover:underline">
                      Open order
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
