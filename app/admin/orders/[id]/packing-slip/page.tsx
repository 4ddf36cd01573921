import type { Metadata } from 'next';
import Link from 'next/link';
import { PackingSlipNotFound } from '@/components/admin/orders/packing-slip-not-found';
import { PrintButton } from '@/components/admin/orders/print-button';
import { AddressLines } from '@/components/orders/address-lines';
import { NotFoundHere } from '@/components/static/not-found-here';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatLongDate } from '@/lib/domain/dates';
import { getOrderFulfilment } from '@/lib/server/fulfilment';
import { getOrderDetail } from '@/lib/server/orders';

// The packing slip lives outside the portal layout: it prints as a plain page (no navigation), with a print
// stylesheet instead of a PDF library. ?shipment=<id> prints one parcel's lines and lots.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Packing slip', robots: { index: false, follow: false } };

export default async function PackingSlipPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ shipment?: string }> }) {
  const { id } = await params;
  const { shipment: shipmentId } = await searchParams;
  await requireAdminPage(`/admin/orders/${id}/packing-slip`);
  const [order, fulfilment] = await Promise.all([getOrderDetail(id), getOrderFulfilment(id)]);
  if (!order || !fulfilment) {
    return (
      <NotFoundHere>
        <PackingSlipNotFound />
      </NotFoundHere>
    );
  }
  const shipment = shipmentId ? fulfilment.shipments.find((s) => s.id === shipmentId) : undefined;
  const lotsByLine = new Map<number, string[]>();
  for (const s of shipment ? [shipment] : fulfilment.shipments) {
    for (const l of s.lines) lotsByLine.set(l.lineId, [...(lotsByLine.get(l.lineId) ?? []), l.lotNumber]);
  }
  const rows = order.lines
    .map((l) => ({ line: l, quantity: shipment ? (shipment.lines.find((sl) => sl.lineId === l.id)?.quantity ?? 0) : l.quantity }))
    .filter((r) => r.quantity > 0);

  return (
    <main className="mx-auto max-w-3xl space-y-8 p-6 text-sm print:max-w-none print:p-0 print:text-[11pt]">
      <style>{'@page { size: A4; margin: 14mm; } @media print { body { background: #fff; color: #000; } }'}</style>
      <div className="flex items-center justify-between gap-4 print:hidden">
        <Link href={`/admin/orders/${order.id}`} className="text-primary underline-offset-4 hover:underline">
          Back to the order
        </Link>
        <PrintButton />
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b pb-4">
        <div>
          <p className="text-xl font-bold tracking-tight">BioArk</p>
          <h1 className="mt-1 text-lg font-semibold">Packing slip</h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-right">
          <dt className="text-muted-foreground print:text-black">Order</dt>
          <dd className="font-mono font-semibold">#{order.reference}</dd>
          <dt className="text-muted-foreground print:text-black">Date</dt>
          <dd>{formatLongDate(shipment?.createdAt ?? order.createdAt)}</dd>
          {shipment?.carrier ? (
            <>
              <dt className="text-muted-foreground print:text-black">Carrier</dt>
              <dd>{shipment.carrier}</dd>
            </>
          ) : null}
          {shipment?.trackingNumber ? (
            <>
              <dt className="text-muted-foreground print:text-black">Tracking</dt>
              <dd className="font-mono">{shipment.trackingNumber}</dd>
            </>
          ) : null}
        </dl>
      </header>
      <section aria-labelledby="ship-to">
        <h2 id="ship-to" className="font-semibold">
          Ship to
        </h2>
        <AddressLines address={order.shippingAddress} fallback={order.customerName ?? '—'} className="mt-1" />
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th className="py-2 pr-2">Catalog no.</th>
            <th className="py-2 pr-2">Item</th>
            <th className="py-2 pr-2">Lot</th>
            <th className="py-2 text-right">Qty</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, quantity }) => (
            <tr key={line.id} className="border-b align-top break-inside-avoid">
              <td className="py-2 pr-2 font-mono">{line.catalogNumber || '—'}</td>
              <td className="py-2 pr-2">
                {line.name}
                {line.variant && line.variant !== 'Default' ? <span className="block text-muted-foreground print:text-black">{line.variant}</span> : null}
              </td>
              <td className="py-2 pr-2 font-mono">{lotsByLine.get(line.id)?.join(', ') || '________'}</td>
              <td className="py-2 text-right tabular-nums">{quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground print:text-black">
        Store each reagent as its label says. Certificates of analysis are available per lot: quote the lot number above.
      </p>
    </main>
  );
}
