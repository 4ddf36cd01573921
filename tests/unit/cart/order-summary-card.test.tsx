// The order summary of the demo checkout and the account's order page: an offer's discount has its own row, so
// subtotal − discount + shipping visibly makes the total (docs/offers.md); a cart order shows no discount row.
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OrderSummaryCard } from '@/components/cart/order-summary-card';

const order = {
  lines: [{ id: 1, productId: 'p', catalogNumber: 'BADM3362', name: 'GN8K DNA Marker', variant: '500 μL', unitPriceCents: 23_500, quantity: 1, lineTotalCents: 23_500 }],
  subtotalCents: 232_000,
  discountCents: 23_200,
  shippingCents: 4_500,
  totalCents: 213_300,
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('OrderSummaryCard', () => {
  test.each([
    ['an offer order shows its discount between subtotal and shipping', order, 'Subtotal $2,320.00 Discount −$232.00 Shipping $45.00 Total $2,133.00'],
    ['a cart order (no discount) shows no discount row', { ...order, discountCents: 0, subtotalCents: 23_500, totalCents: 28_000 }, 'Subtotal $235.00 Shipping $45.00 Total $280.00'],
  ] as const)('%s', (_l, o, expected) => {
    expect(text(renderToStaticMarkup(<OrderSummaryCard order={o} />))).toContain(expected);
  });
});
