// The order blocks shared by the customer's pages and the packing slip: the purchase-order facts (offer page and
// account order page, docs/offers.md §3) and AddressLines with its fallback (the packing slip names the customer).
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AddressLines } from '@/components/orders/address-lines';
import { PurchaseOrderFacts } from '@/components/orders/purchase-order-facts';
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const po = { paymentMethod: 'po' as const, poNumber: 'PO-IGI-2026-118', invoiceNumber: null, invoicedAt: null };

describe('PurchaseOrderFacts', () => {
  test.each([
    ['a card order names only its method', { paymentMethod: 'card' as const, poNumber: null, invoiceNumber: null, invoicedAt: null }, 'Payment method Card'],
    ['a PO awaiting its invoice: method and PO number', po, 'Payment method Purchase order PO number PO-IGI-2026-118'],
    ['an invoiced PO: the invoice number and date too', { ...po, invoiceNumber: 'INV-2026-0042', invoicedAt: '2026-11-28T09:30:00.000Z' }, 'Payment method Purchase order PO number PO-IGI-2026-118 Invoice INV-2026-0042 Invoice date Nov 28, 2026'],
    ['an invoice without a recorded date prints no date row', { ...po, invoiceNumber: 'INV-2026-0042' }, 'Payment method Purchase order PO number PO-IGI-2026-118 Invoice INV-2026-0042'],
  ] as const)('%s', (_l, order, expected) => {
    expect(text(renderToStaticMarkup(<dl><PurchaseOrderFacts order={order} /></dl>))).toBe(expected);
  });

  test('the date is machine-readable and every row is a dt/dd pair of the caller’s <dl>', () => {
    const html = renderToStaticMarkup(<PurchaseOrderFacts order={{ ...po, invoiceNumber: 'INV-1', invoicedAt: '2026-11-28T09:30:00.000Z' }} rowClassName="grid" />);
    expect(html).toContain('<time dateTime="2026-11-28T09:30:00.000Z">');
    expect(html.match(/<div class="grid"><dt/g)).toHaveLength(4);
    expect(html).not.toMatch(/<dl|href=/);
  });

  test('with an invoice route: "Download invoice (PDF)" under the invoice number, to that route; none before the invoice', () => {
    const href = '/api/account/orders/0b6f2c1e-4b8a-4f7e-9c1d-2a3b4c5d6e7f/invoice';
    const invoiced = renderToStaticMarkup(<PurchaseOrderFacts order={{ ...po, invoiceNumber: 'INV-1', invoicedAt: '2026-11-28T09:30:00.000Z' }} invoiceHref={href} />);
    expect(text(invoiced)).toBe('Payment method Purchase order PO number PO-IGI-2026-118 Invoice INV-1 Download invoice (PDF) Invoice date Nov 28, 2026');
    expect(invoiced.match(/<a [^>]*>/g)).toEqual([`<a href="${href}" type="application/pdf" class="mt-1 inline-flex items-start gap-1.5 font-medium text-primary underline-offset-4 hover:underline print:hidden" data-testid="invoice-download">`]);
    // The number keeps its own element (and test id) beside the link.
    expect(invoiced).toContain('data-testid="invoice-number">INV-1</span>');
    // Awaiting the invoice, or a card order: no link, whatever route the page passes.
    expect(renderToStaticMarkup(<PurchaseOrderFacts order={po} invoiceHref={href} />)).not.toMatch(/href=|Download/);
    expect(renderToStaticMarkup(<PurchaseOrderFacts order={{ paymentMethod: 'card', poNumber: null, invoiceNumber: null, invoicedAt: null }} invoiceHref={href} />)).not.toMatch(/href=/);
  });

  test('the invoice value lines up right in the default (split) layout, left in a caller\'s grid', () => {
    const order = { ...po, invoiceNumber: 'INV-1', invoicedAt: null };
    expect(renderToStaticMarkup(<PurchaseOrderFacts order={order} invoiceHref="/x" />)).toContain('<dd class="min-w-0 text-right">');
    expect(renderToStaticMarkup(<PurchaseOrderFacts order={order} invoiceHref="/x" rowClassName="grid" />)).toContain('<dd class="min-w-0">');
  });

  test('every payment method has a label', () => {
    expect(PAYMENT_METHOD_LABEL).toEqual({ card: 'Card', po: 'Purchase order' });
  });
});

describe('AddressLines', () => {
  const address = { name: 'Doudna Lab, receiving', line1: '2151 Berkeley Way', city: 'Berkeley', state: 'CA', postalCode: '94704', country: 'US' };

  test('prints one line each', () => {
    expect(renderToStaticMarkup(<AddressLines address={address} fallback="Jennifer Doudna" />)).toBe(
      '<address class="not-italic"><span class="block break-words">Doudna Lab, receiving</span><span class="block break-words">2151 Berkeley Way</span><span class="block break-words">Berkeley, CA 94704</span><span class="block break-words">US</span></address>',
    );
  });

  test.each([
    ['no address', null],
    ['an empty address', { name: ' ', line1: '' }],
  ])('%s: the fallback, or nothing without one', (_l, a) => {
    expect(renderToStaticMarkup(<AddressLines address={a} fallback="Jennifer Doudna" className="mt-1" />)).toBe('<address class="not-italic mt-1">Jennifer Doudna</address>');
    expect(renderToStaticMarkup(<AddressLines address={a} />)).toBe('');
  });
});
