// docs/accounts.md: what the customer’s order page says about payment, refunds and shipments.
import { ORDER_STATUS_LABEL } from '@/components/account/format';
import {
  ORDER_STATUS_TONE,
  certificateKey,
  customerPaymentText,
  customerRefunds,
  customerShipments,
  lastRefundAt,
  type PaymentTextInput,
} from '@/lib/domain/customer-order';
import { PAYMENT_STATUSES, type PaymentStatus } from '@/lib/domain/fulfilment';

const PAID_AT = '2026-01-02T03:04:05.000Z';
const REFUND_AT = '2026-01-09T10:00:00.000Z';
const base: PaymentTextInput = { status: 'paid', mode: 'stripe', paymentMethod: 'card', paidAt: PAID_AT, totalCents: 16600, refundedCents: 0, lastRefundAt: null };

describe('customerPaymentText: a sentence for every status an order can hold', () => {
  const rows: [string, Partial<PaymentTextInput> & { status: PaymentStatus }, string][] = [
    ['pending: awaiting payment', { status: 'pending', paidAt: null }, 'Awaiting payment'],
    ['awaiting_invoice: the PO was received', { status: 'awaiting_invoice', paidAt: null }, 'Purchase order received; the invoice follows'],
    ['invoiced: awaiting payment of the invoice', { status: 'invoiced', paidAt: null }, 'Invoiced; awaiting payment'],
    ['paid: the date it was paid', { status: 'paid' }, 'Paid on Jan 2, 2026, 03:04 AM UTC'],
    ['paid in demo mode says no card was charged', { status: 'paid', mode: 'demo' }, 'Paid on Jan 2, 2026, 03:04 AM UTC (demo payment: no card was charged)'],
    ['a purchase order paid against its invoice says nothing of cards, also in demo mode', { status: 'paid', mode: 'demo', paymentMethod: 'po' }, 'Paid on Jan 2, 2026, 03:04 AM UTC'],
    ['paid without a date', { status: 'paid', paidAt: null }, 'Paid'],
    [
      'partially_refunded: paid, then how much of the total was refunded and when',
      { status: 'partially_refunded', refundedCents: 4800, lastRefundAt: REFUND_AT },
      'Paid on Jan 2, 2026, 03:04 AM UTC — $48.00 of $166.00 refunded on Jan 9, 2026',
    ],
    [
      'refunded: paid, then refunded in full and when',
      { status: 'refunded', refundedCents: 16600, lastRefundAt: REFUND_AT },
      'Paid on Jan 2, 2026, 03:04 AM UTC — refunded in full ($166.00) on Jan 9, 2026',
    ],
    ['refunded without a recorded refund date', { status: 'refunded', refundedCents: 16600 }, 'Paid on Jan 2, 2026, 03:04 AM UTC — refunded in full ($166.00)'],
    ['failed: nothing was charged', { status: 'failed', paidAt: null }, 'The payment failed; nothing was charged'],
    ['expired: the checkout expired', { status: 'expired', paidAt: null }, 'The checkout expired before payment'],
    ['canceled before payment', { status: 'canceled', paidAt: null }, 'Canceled before payment'],
    [
      'canceled after payment: what was refunded and when',
      { status: 'canceled', refundedCents: 16600, lastRefundAt: REFUND_AT },
      'Canceled after payment — $166.00 refunded on Jan 9, 2026',
    ],
    ['canceled after payment with nothing refunded', { status: 'canceled' }, 'Canceled after payment (paid on Jan 2, 2026, 03:04 AM UTC)'],
  ];
  test.each(rows)('%s', (_rule, input, expected) => {
    expect(customerPaymentText({ ...base, ...input })).toBe(expected);
  });

  test.each(PAYMENT_STATUSES.map((s) => [s]))('%s has a text, a label and a badge tone', (status) => {
    expect(rows.some(([, input]) => input.status === status)).toBe(true);
    expect(customerPaymentText({ ...base, status })).toBeTruthy();
    expect(ORDER_STATUS_LABEL[status]).toBeTruthy();
    expect(ORDER_STATUS_TONE[status]).toBeTruthy();
  });

  test('a paid order that was refunded never reads "Canceled before payment"', () => {
    for (const status of ['partially_refunded', 'refunded'] as const) {
      expect(customerPaymentText({ ...base, status, refundedCents: 100, lastRefundAt: REFUND_AT })).not.toMatch(/Canceled/);
    }
  });
});

describe('ORDER_STATUS_TONE: badge colours', () => {
  test.each([
    ['paid is a success', 'paid', 'success'],
    ['partially refunded is amber, not a success', 'partially_refunded', 'warning'],
    ['refunded is the same amber as a partial refund', 'refunded', 'warning'],
    ['awaiting payment is amber', 'pending', 'warning'],
    ['a failed payment is destructive', 'failed', 'destructive'],
    ['canceled is neutral', 'canceled', 'secondary'],
    ['expired is neutral', 'expired', 'secondary'],
  ] as const)('%s', (_rule, status, tone) => {
    expect(ORDER_STATUS_TONE[status]).toBe(tone);
  });
});

describe('customerShipments: parcels as the customer sees them', () => {
  const lines = [
    { id: 1, name: 'GN8K DNA Marker', variant: '500 μL', catalogNumber: 'BADM3362', quantity: 2 },
    { id: 2, name: 'Buffer', variant: 'Default', catalogNumber: 'BUF-1', quantity: 1 },
    { id: 3, name: 'Cloning service', variant: 'Default', catalogNumber: '', quantity: 1 },
  ];
  const shipment = (rows: { lineId: number; quantity: number; lotNumber: string }[]) => [
    { id: 's1', carrier: 'UPS', trackingNumber: '1Z999', trackingUrl: 'https://www.ups.com/track?tracknum=1Z999', createdAt: REFUND_AT, lines: rows },
  ];
  const onFile = new Set([certificateKey('badm3362', ' L2311-07 ')!]);

  test.each([
    ['a lot with a certificate on file links to its lookup', { lineId: 1, quantity: 2, lotNumber: 'L2311-07' }, '/documents?catalogNumber=BADM3362&lot=L2311-07'],
    ['the lot matches ignoring case and spaces', { lineId: 1, quantity: 1, lotNumber: ' l2311-07' }, '/documents?catalogNumber=BADM3362&lot=l2311-07'],
    ['a lot without a certificate has no link', { lineId: 2, quantity: 1, lotNumber: 'L2311-07' }, null],
    ['another lot of the same product has no link', { lineId: 1, quantity: 1, lotNumber: 'L9999' }, null],
    ['a line without a catalogue number has no link', { lineId: 3, quantity: 1, lotNumber: 'L2311-07' }, null],
  ])('%s', (_rule, row, path) => {
    const [s] = customerShipments(shipment([row]), lines, onFile);
    expect(s.lines[0].certificatePath).toBe(path);
    expect(s.lines[0].lotNumber).toBe(row.lotNumber);
  });

  test('carrier, tracking link, date and the ordered names are kept; unknown lines are left out', () => {
    const [s] = customerShipments(shipment([{ lineId: 1, quantity: 2, lotNumber: 'L1' }, { lineId: 99, quantity: 1, lotNumber: 'L2' }]), lines, new Set());
    expect(s).toEqual({
      id: 's1',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      shippedAt: REFUND_AT,
      lines: [{ name: 'GN8K DNA Marker', variant: '500 μL', catalogNumber: 'BADM3362', quantity: 2, lotNumber: 'L1', certificatePath: null }],
    });
  });
});

describe('customerRefunds: only money that went back', () => {
  test.each([
    ['a succeeded refund is shown with its completion date', [{ amountCents: 500, status: 'succeeded', createdAt: PAID_AT, completedAt: REFUND_AT }], [{ amountCents: 500, refundedAt: REFUND_AT }]],
    ['without a completion date, its creation date', [{ amountCents: 500, status: 'succeeded', createdAt: PAID_AT }], [{ amountCents: 500, refundedAt: PAID_AT }]],
    ['a refund still in progress is not shown', [{ amountCents: 500, status: 'requested', createdAt: PAID_AT }], []],
    ['a failed refund is not shown', [{ amountCents: 500, status: 'failed', createdAt: PAID_AT }], []],
  ])('%s', (_rule, rows, expected) => {
    expect(customerRefunds(rows)).toEqual(expected);
  });

  test('lastRefundAt is the latest refund, or null', () => {
    expect(lastRefundAt([])).toBeNull();
    expect(lastRefundAt([{ amountCents: 1, refundedAt: REFUND_AT }, { amountCents: 1, refundedAt: PAID_AT }])).toBe(REFUND_AT);
  });
});
