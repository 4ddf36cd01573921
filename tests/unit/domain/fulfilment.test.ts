import {
  PAYMENT_STATUSES,
  allocateDiscountToLines,
  checkDeliverable,
  checkRefund,
  checkShipmentLines,
  checkShippable,
  compareTimelineEntries,
  EMAIL_LAG_MS,
  fulfilmentStatusOf,
  lineRefundCents,
  parseRefundAmount,
  paymentTransition,
  quantitiesByLine,
  refundAmountForLines,
  remainingRefundableCents,
  statusAfterRefund,
  trackingUrl,
  type PaymentAction,
  type PaymentStatus,
} from '@/lib/domain/fulfilment';

type Row = [label: string, from: PaymentStatus, action: PaymentAction, shipped: boolean, to: PaymentStatus | null];

// Every status × action: `to` null means refused (409).
const TRANSITIONS: Row[] = [
  ['pending is paid', 'pending', 'pay', false, 'paid'],
  ['pending fails', 'pending', 'fail', false, 'failed'],
  ['pending expires', 'pending', 'expire', false, 'expired'],
  ['pending is cancelled', 'pending', 'cancel', false, 'canceled'],
  ['paid cannot be paid again', 'paid', 'pay', false, null],
  ['paid cannot fail', 'paid', 'fail', false, null],
  ['paid cannot expire', 'paid', 'expire', false, null],
  ['paid and unshipped is cancelled (and refunded in full by the caller)', 'paid', 'cancel', false, 'canceled'],
  ['paid and shipped cannot be cancelled', 'paid', 'cancel', true, null],
  ['partially refunded cannot be paid', 'partially_refunded', 'pay', false, null],
  ['partially refunded cannot fail', 'partially_refunded', 'fail', false, null],
  ['partially refunded cannot expire', 'partially_refunded', 'expire', false, null],
  ['partially refunded and unshipped is cancelled (the rest is refunded)', 'partially_refunded', 'cancel', false, 'canceled'],
  ['partially refunded and shipped cannot be cancelled', 'partially_refunded', 'cancel', true, null],
  ['refunded cannot be paid', 'refunded', 'pay', false, null],
  ['refunded cannot fail', 'refunded', 'fail', false, null],
  ['refunded cannot expire', 'refunded', 'expire', false, null],
  ['refunded cannot be cancelled', 'refunded', 'cancel', false, null],
  ...(['failed', 'expired', 'canceled'] as const).flatMap((s) =>
    (['pay', 'fail', 'expire', 'cancel'] as const).map((a): Row => [`${s} refuses ${a}`, s, a, false, null]),
  ),
  // Purchase orders (docs/offers.md): awaiting invoice → invoiced → paid.
  ['awaiting invoice is invoiced', 'awaiting_invoice', 'invoice', false, 'invoiced'],
  ['awaiting invoice cannot be paid before its invoice', 'awaiting_invoice', 'pay', false, null],
  ['awaiting invoice cannot fail', 'awaiting_invoice', 'fail', false, null],
  ['awaiting invoice cannot expire', 'awaiting_invoice', 'expire', false, null],
  ['awaiting invoice is cancelled', 'awaiting_invoice', 'cancel', false, 'canceled'],
  ['invoiced is paid', 'invoiced', 'pay', false, 'paid'],
  ['invoiced cannot be invoiced again', 'invoiced', 'invoice', false, null],
  ['invoiced cannot fail', 'invoiced', 'fail', false, null],
  ['invoiced cannot expire', 'invoiced', 'expire', false, null],
  ['invoiced is cancelled', 'invoiced', 'cancel', false, 'canceled'],
  ...(['pending', 'paid', 'partially_refunded', 'refunded', 'failed', 'expired', 'canceled'] as const).map(
    (s): Row => [`${s} cannot be invoiced (only a purchase order awaiting its invoice)`, s, 'invoice', false, null],
  ),
];

describe('paymentTransition: every move of the payment state machine', () => {
  test('the table covers every status and action', () => {
    for (const s of PAYMENT_STATUSES) for (const a of ['pay', 'fail', 'expire', 'cancel', 'invoice']) expect(TRANSITIONS.some((r) => r[1] === s && r[2] === a)).toBe(true);
  });
  test.each(TRANSITIONS)('%s', (_label, from, action, shipped, to) => {
    const v = paymentTransition(from, action, { shipped });
    if (to) expect(v).toEqual({ ok: true, to });
    else {
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(v.status).toBe(409);
        expect(v.message.length).toBeGreaterThan(10);
      }
    }
  });
  test('a shipped order says to refund instead', () => {
    const v = paymentTransition('paid', 'cancel', { shipped: true });
    expect(!v.ok && v.message).toMatch(/refund it instead/);
  });
});

describe('statusAfterRefund', () => {
  test.each([
    ['nothing refunded → paid', 'paid', 10000, 0, 'paid'],
    ['part refunded → partially refunded', 'paid', 10000, 2500, 'partially_refunded'],
    ['the rest refunded → refunded', 'partially_refunded', 10000, 10000, 'refunded'],
    ['a cancelled order stays cancelled', 'canceled', 10000, 10000, 'canceled'],
    ['a failed provider refund taken back → paid again', 'partially_refunded', 10000, 0, 'paid'],
  ] as const)('%s', (_l, current, paid, refunded, to) => expect(statusAfterRefund(current, paid, refunded)).toBe(to));
});

describe('checkShippable: shipping a cancelled or unpaid order is refused', () => {
  test.each([
    ['paid ships', 'paid', true],
    ['partially refunded ships', 'partially_refunded', true],
    ['cancelled does not', 'canceled', false],
    ['refunded does not', 'refunded', false],
    ['pending does not', 'pending', false],
    ['failed does not', 'failed', false],
    ['expired does not', 'expired', false],
    ['a purchase order awaiting its invoice ships', 'awaiting_invoice', true],
    ['an invoiced purchase order ships', 'invoiced', true],
  ] as const)('%s', (_l, status, ok) => {
    const v = checkShippable(status);
    expect(v.ok).toBe(ok);
    if (!v.ok) expect(v.status).toBe(409);
  });
  test('the message says why', () => {
    const v = checkShippable('canceled');
    expect(!v.ok && v.message).toBe('This order is cancelled and cannot be shipped');
  });
});

describe('checkShipmentLines', () => {
  const lines = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
  ];
  test.each([
    ['one line in part', [{ lineId: 1, quantity: 1 }], new Map(), true, 0],
    ['every line in full', [{ lineId: 1, quantity: 2 }, { lineId: 2, quantity: 1 }], new Map(), true, 0],
    ['the rest of a partly shipped line', [{ lineId: 1, quantity: 1 }], new Map([[1, 1]]), true, 0],
    ['nothing chosen', [], new Map(), false, 400],
    ['an unknown line id', [{ lineId: 9, quantity: 1 }], new Map(), false, 400],
    ['a line listed twice', [{ lineId: 1, quantity: 1 }, { lineId: 1, quantity: 1 }], new Map(), false, 400],
    ['quantity zero', [{ lineId: 1, quantity: 0 }], new Map(), false, 400],
    ['a fractional quantity', [{ lineId: 1, quantity: 1.5 }], new Map(), false, 400],
    ['more than ordered', [{ lineId: 1, quantity: 3 }], new Map(), false, 409],
    ['more than remains after an earlier shipment', [{ lineId: 1, quantity: 2 }], new Map([[1, 1]]), false, 409],
    ['a line that has shipped in full', [{ lineId: 2, quantity: 1 }], new Map([[2, 1]]), false, 409],
  ] as const)('%s', (_l, request, shipped, ok, status) => {
    const v = checkShipmentLines(lines, shipped, request);
    expect(v.ok).toBe(ok);
    if (!v.ok) expect(v.status).toBe(status);
  });
});

describe('fulfilmentStatusOf: per order, from what shipped', () => {
  const lines = [
    { id: 1, quantity: 2 },
    { id: 2, quantity: 1 },
  ];
  test.each([
    ['nothing shipped → unfulfilled', new Map(), false, 'unfulfilled'],
    ['one unit → partially shipped', new Map([[1, 1]]), false, 'partially_shipped'],
    ['one whole line of two → partially shipped', new Map([[2, 1]]), false, 'partially_shipped'],
    ['every unit → shipped', new Map([[1, 2], [2, 1]]), false, 'shipped'],
    ['every unit and marked delivered → delivered', new Map([[1, 2], [2, 1]]), true, 'delivered'],
    ['delivered is ignored while something remains', new Map([[1, 1]]), true, 'partially_shipped'],
  ] as const)('%s', (_l, shipped, delivered, status) => expect(fulfilmentStatusOf(lines, shipped, delivered)).toBe(status));
});

describe('checkDeliverable: delivered only after everything shipped', () => {
  test.each([
    ['shipped in full → may be marked delivered', 'paid', 'shipped', true],
    ['partially refunded and shipped → may', 'partially_refunded', 'shipped', true],
    ['unfulfilled → refused', 'paid', 'unfulfilled', false],
    ['partially shipped → refused', 'paid', 'partially_shipped', false],
    ['already delivered → refused', 'paid', 'delivered', false],
    ['cancelled → refused', 'canceled', 'shipped', false],
  ] as const)('%s', (_l, status, fulfilment, ok) => {
    const v = checkDeliverable(status, fulfilment);
    expect(v.ok).toBe(ok);
    if (!v.ok) expect(v.status).toBe(409);
  });
});

describe('trackingUrl: the carrier tracking page for the common carriers', () => {
  test.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['fedex', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['DHL', 'JD0146', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146'],
    ['USPS', '9400 1000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000'],
    ['a number with URL characters is encoded', '1Z&x=<a>', null],
    ['Other carrier → no link', 'ABC', null],
    ['UPS without a number → no link', '', null],
  ] as const)('%s', (carrier, number, url) => {
    if (carrier.startsWith('a number')) expect(trackingUrl('UPS', number)).toBe('https://www.ups.com/track?tracknum=1Z%26x%3D%3Ca%3E');
    else expect(trackingUrl(carrier, number)).toBe(url);
  });
});

describe('parseRefundAmount: cents only; negative, zero and non-numeric amounts are refused', () => {
  test.each([
    ['dollars and cents', '12.34', 1234],
    ['whole dollars', '12', 1200],
    ['one decimal', '12.5', 1250],
    ['a dollar sign', '$7.05', 705],
    ['a number', 0.1, 10],
    ['one cent', '0.01', 1],
    ['a thousands separator, as the offer editor accepts', '4,900', 490000],
    ['thousands separators and cents', '1,850.00', 185000],
    ['millions', '$1,234,567.89', 123456789],
    ['a dollar sign and a space', '$ 12', 1200],
  ] as const)('%s', (_l, input, cents) => expect(parseRefundAmount(input)).toEqual({ ok: true, cents }));
  test.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['zero cents', '0.00'],
    ['non-numeric', 'ten'],
    ['three decimals (no fractions of a cent)', '1.005'],
    ['empty', ''],
    ['exponent', '1e3'],
    ['a misplaced comma', '4,90'],
    ['a comma as the decimal mark', '12,5'],
    ['a leading comma', ',900'],
    ['two dots', '1.2.3'],
    ['more than nine digits of dollars', '1,000,000,000'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ] as const)('%s is refused with 400', (_l, input) => {
    const v = parseRefundAmount(input);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.status).toBe(400);
  });
});

describe('remaining amount and checkRefund', () => {
  const paid = { status: 'paid' as const, paidCents: 11800, refundedCents: 0, reservedCents: 0 };
  test('remaining = paid − refunded − in progress', () => {
    expect(remainingRefundableCents({ paidCents: 11800, refundedCents: 3000, reservedCents: 800 })).toBe(8000);
    expect(remainingRefundableCents({ paidCents: 100, refundedCents: 100, reservedCents: 0 })).toBe(0);
  });
  test.each([
    ['a partial refund of a paid order', paid, 5000, true, 6800],
    ['the whole amount', paid, 11800, true, 0],
    ['the rest after a partial refund', { ...paid, status: 'partially_refunded' as const, refundedCents: 5000 }, 6800, true, 0],
  ] as const)('%s', (_l, order, amount, _ok, after) => expect(checkRefund(order, amount)).toEqual({ ok: true, remainingAfterCents: after }));
  test.each([
    ['refunding an unpaid (pending) order', { ...paid, status: 'pending' as const }, 100, 409, /not been paid/],
    ['refunding a failed order', { ...paid, status: 'failed' as const }, 100, 409, /not been paid/],
    ['refunding an expired order', { ...paid, status: 'expired' as const }, 100, 409, /not been paid/],
    ['refunding more than remains', { ...paid, refundedCents: 5000, status: 'partially_refunded' as const }, 6801, 409, /only \$68\.00 of \$118\.00 remains/],
    [
      'refunding more than remains, amounts formatted like the rest of the site',
      { ...paid, paidCents: 213300, refundedCents: 23500, status: 'partially_refunded' as const },
      213000,
      409,
      /^Cannot refund \$2,130\.00: only \$1,898\.00 of \$2,133\.00 remains$/,
    ],
    ['refunding a fully refunded order', { ...paid, refundedCents: 11800, status: 'refunded' as const }, 1, 409, /refunded in full/],
    ['refunding while another refund takes the rest', { ...paid, reservedCents: 11800 }, 1, 409, /in progress/],
    ['zero cents', paid, 0, 400, /above zero/],
    ['negative cents', paid, -1, 400, /above zero/],
    ['fractional cents', paid, 1.5, 400, /whole number/],
    ['a cancelled order refunded in full', { ...paid, status: 'canceled' as const, refundedCents: 11800 }, 1, 409, /cancelled/],
  ] as const)('%s is refused', (_l, order, amount, status, message) => {
    const v = checkRefund(order, amount);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.status).toBe(status);
      expect(v.message).toMatch(message);
    }
  });
});

describe('refundAmountForLines: partial by lines, with or without shipping', () => {
  const lines = [
    { id: 1, quantity: 2, netCents: 7800 },
    { id: 2, quantity: 1, netCents: 7500 },
  ];
  const noShip = { includeShipping: false, shippingCents: 2000, shippingRefunded: false };
  const ship = { ...noShip, includeShipping: true };
  test.each([
    ['one unit of a line', [{ lineId: 1, quantity: 1 }], new Map(), noShip, 3900],
    ['a whole line', [{ lineId: 1, quantity: 2 }], new Map(), noShip, 7800],
    ['a line with the shipping', [{ lineId: 2, quantity: 1 }], new Map(), ship, 9500],
    ['the shipping alone', [], new Map(), ship, 2000],
    ['the rest of a partly refunded line', [{ lineId: 1, quantity: 1 }], new Map([[1, 1]]), noShip, 3900],
  ] as const)('%s', (_l, request, refunded, shipping, cents) => expect(refundAmountForLines(lines, refunded, request, shipping)).toEqual({ ok: true, cents }));
  test.each([
    ['nothing chosen', [], new Map(), noShip, 400],
    ['an unknown line id', [{ lineId: 7, quantity: 1 }], new Map(), noShip, 400],
    ['a duplicate line', [{ lineId: 1, quantity: 1 }, { lineId: 1, quantity: 1 }], new Map(), noShip, 400],
    ['quantity zero', [{ lineId: 1, quantity: 0 }], new Map(), noShip, 400],
    ['more than ordered', [{ lineId: 1, quantity: 3 }], new Map(), noShip, 409],
    ['a line refunded already', [{ lineId: 2, quantity: 1 }], new Map([[2, 1]]), noShip, 409],
    ['the shipping twice', [], new Map(), { ...ship, shippingRefunded: true }, 409],
  ] as const)('%s is refused', (_l, request, refunded, shipping, status) => {
    const v = refundAmountForLines(lines, refunded, request, shipping);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.status).toBe(status);
  });
  test('quantitiesByLine sums across records', () => {
    expect([...quantitiesByLine([{ lineId: 1, quantity: 1 }, { lineId: 2, quantity: 1 }, { lineId: 1, quantity: 1 }])]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });
});

describe('allocateDiscountToLines: each line carries its share of the discount, in whole cents', () => {
  test.each([
    ['no discount: the lines are unchanged', [7800, 7500], 0, [7800, 7500]],
    ['10 % of $2,320 on a $235 line leaves $211.50', [23500, 208500], 23200, [21150, 187650]],
    ['pro rata by amount', [10000, 30000], 4000, [9000, 27000]],
    ['one cent over three equal lines goes to the first', [100, 100, 100], 1, [99, 100, 100]],
    ['two cents over three equal lines go to the first two', [100, 100, 100], 2, [99, 99, 100]],
    ['a third each of $1.00 off $3.00', [100, 100, 100], 100, [66, 67, 67]],
    ['the leftover cent goes to the largest remainder ($0.33⅓ and $0.66⅔ off)', [101, 202], 100, [68, 135]],
    ['the largest remainder wins over an earlier line', [2, 1], 2, [1, 0]],
    ['a discount of the whole subtotal leaves nothing', [500, 700], 1200, [0, 0]],
    ['a discount above the subtotal is capped at it', [500], 900, [0]],
    ['a zero line keeps nothing', [0, 1000], 333, [0, 667]],
    ['no lines', [], 500, []],
    ['large amounts stay exact', [999_999_999, 999_999_998], 999_999_999, [499_999_999, 500_000_000 - 1]],
  ] as const)('%s', (_l, totals, discount, nets) => {
    const out = allocateDiscountToLines(totals, discount);
    expect(out).toEqual(nets);
    if (totals.length) expect(out.reduce((s, c) => s + c, 0)).toBe(totals.reduce((s: number, c) => s + c, 0) - Math.min(discount, totals.reduce((s: number, c) => s + c, 0)));
  });

  test.each([
    ['3 lines, 7 % off', [1999, 4999, 12345], 1354],
    ['uneven amounts, 1 cent off', [333, 333, 334], 1],
    ['many small lines', [1, 1, 1, 1, 1, 1, 1], 3],
  ])('%s: the lines come to exactly subtotal − discount', (_l, totals, discount) => {
    const nets = allocateDiscountToLines(totals, discount);
    expect(nets.reduce((s, c) => s + c, 0)).toBe(totals.reduce((s, c) => s + c, 0) - discount);
    nets.forEach((n, i) => {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeLessThanOrEqual(totals[i]);
      expect(n).toBeGreaterThanOrEqual(0);
    });
  });
});

describe('lineRefundCents: units of a line at what was paid for them', () => {
  test.each([
    ['one unit of a one-unit line: all of it', 21150, 1, 0, 1, 21150],
    ['one of three units of $10.00 (first third rounds down)', 1000, 3, 0, 1, 333],
    ['the second of three', 1000, 3, 1, 1, 333],
    ['the last of three takes the rounding cent', 1000, 3, 2, 1, 334],
    ['two units, then the rest', 1000, 3, 0, 2, 666],
    ['the whole line at once', 1000, 3, 0, 3, 1000],
    ['nothing asked', 1000, 3, 0, 0, 0],
  ] as const)('%s', (_l, net, qty, refunded, units, cents) => expect(lineRefundCents(net, qty, refunded, units)).toBe(cents));
});

describe('refunds by lines with an offer discount: everything by lines equals the order total', () => {
  // Offer v2 (docs/offers.md): $2,320 of lines, 10 % off (−$232), $45 shipping = $2,133.
  const lineTotals = [23500, 4 * 25000, 3 * 28500, 8 * 2875];
  const quantities = [1, 4, 3, 8];
  const nets = allocateDiscountToLines(lineTotals, 23200);
  const lines = nets.map((netCents, i) => ({ id: i + 1, quantity: quantities[i], netCents }));
  const noShip = { includeShipping: false, shippingCents: 4500, shippingRefunded: false };
  test('one $235.00 line pays back the $211.50 paid for it', () => {
    expect(refundAmountForLines(lines, new Map(), [{ lineId: 1, quantity: 1 }], noShip)).toEqual({ ok: true, cents: 21150 });
  });
  test('after that, every remaining line plus shipping is exactly what remains ($1,921.50)', () => {
    const rest = lines.slice(1).map((l) => ({ lineId: l.id, quantity: l.quantity }));
    expect(refundAmountForLines(lines, new Map([[1, 1]]), rest, { ...noShip, includeShipping: true })).toEqual({ ok: true, cents: 213300 - 21150 });
  });
  test('unit by unit, in any steps, adds up to the order total', () => {
    const refunded = new Map<number, number>();
    let sum = 0;
    for (const l of lines) {
      for (let u = 0; u < l.quantity; u++) {
        const v = refundAmountForLines(lines, refunded, [{ lineId: l.id, quantity: 1 }], noShip);
        if (!v.ok) throw new Error(v.message);
        sum += v.cents;
        refunded.set(l.id, (refunded.get(l.id) ?? 0) + 1);
      }
    }
    const shipping = refundAmountForLines(lines, refunded, [], { ...noShip, includeShipping: true });
    expect(shipping.ok && sum + shipping.cents).toBe(213300);
  });
});

describe('compareTimelineEntries: oldest first, an e-mail after what it reports', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, 0) + ms).toISOString();
  const order = (entries: { at: string; type: string }[]) => [...entries].sort(compareTimelineEntries).map((e) => e.type);
  test.each([
    // The confirmation written in the payment's transaction carries the transaction's start, a few ms before
    // the payment time — also across a second boundary (the case a whole-second bucket got wrong).
    ['e-mail a few ms before the payment, same second', [{ at: at(5), type: 'email' }, { at: at(9), type: 'paid' }, { at: at(0), type: 'created' }], ['created', 'paid', 'email']],
    ['e-mail a few ms before the payment, across a second', [{ at: at(999), type: 'email' }, { at: at(1003), type: 'paid' }, { at: at(0), type: 'created' }], ['created', 'paid', 'email']],
    ['equal times: placed, paid, what happened, e-mail', [{ at: at(0), type: 'email' }, { at: at(-EMAIL_LAG_MS), type: 'shipment' }, { at: at(-EMAIL_LAG_MS), type: 'paid' }, { at: at(-EMAIL_LAG_MS), type: 'created' }], ['created', 'paid', 'shipment', 'email']],
    ['an older e-mail stays before later events', [{ at: at(10_000), type: 'refund' }, { at: at(0), type: 'email' }], ['email', 'refund']],
    ['events in time order', [{ at: at(3000), type: 'note' }, { at: at(1000), type: 'shipment' }, { at: at(2000), type: 'refund' }], ['shipment', 'refund', 'note']],
  ])('%s', (_label, entries, expected) => {
    expect(order(entries)).toEqual(expected);
  });
});
