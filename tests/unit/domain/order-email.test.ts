import { renderAdminOrderEmail, renderCustomerOrderEmail, type OrderEmailInput } from '@/lib/domain/order-email';

const input: OrderEmailInput = {
  reference: 'AB12CD34',
  customerEmail: 'ada@lab.test',
  customerName: 'Ada <script>alert(1)</script>',
  shippingAddress: { name: 'Ada', line1: '1 <b>Bench</b> Way', city: 'Boston', postalCode: '02115', country: 'US' },
  lines: [
    { id: 1, productId: 'fp-badm3362', catalogNumber: 'BADM3362', name: 'GN8K "DNA" Marker', variant: '500 μL', unitPriceCents: 3900, quantity: 2, lineTotalCents: 7800 },
    { id: 2, productId: 'x', catalogNumber: '', name: 'Plain', variant: 'Default', unitPriceCents: 100, quantity: 1, lineTotalCents: 100 },
  ],
  subtotalCents: 7900,
  discountCents: 0,
  shippingCents: 4000,
  totalCents: 11900,
  adminUrl: 'https://shop.example.com/admin/orders/1',
  demo: false,
};

describe('order confirmation e-mails', () => {
  test('customer: subject, lines with option and catalog number, totals in dollars', () => {
    const mail = renderCustomerOrderEmail(input);
    expect(mail.subject).toBe('Your BioArk order #AB12CD34 is confirmed');
    expect(mail.text).toContain('- GN8K "DNA" Marker (500 μL) — BADM3362 × 2: $78.00');
    expect(mail.text).toContain('- Plain × 1: $1.00');
    expect(mail.text).toContain('Subtotal: $79.00\nShipping: $40.00\nTotal: $119.00');
    expect(mail.text).toContain('Shipping to:\nAda\n1 <b>Bench</b> Way\nBoston, 02115\nUS');
  });

  test('every value is escaped in the HTML (docs/security.md item 25)', () => {
    for (const mail of [renderCustomerOrderEmail(input), renderAdminOrderEmail(input)]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>Bench</b>');
      expect(mail.html).toContain('1 &lt;b&gt;Bench&lt;/b&gt; Way');
      expect(mail.html).toContain('GN8K &quot;DNA&quot; Marker');
    }
    expect(renderCustomerOrderEmail(input).html).toContain('Dear Ada &lt;script&gt;alert(1)&lt;/script&gt;,');
  });

  test('admin: subject with total, customer, link to the order; demo orders are marked', () => {
    const mail = renderAdminOrderEmail(input);
    expect(mail.subject).toBe('New order #AB12CD34 — $119.00');
    expect(mail.html).toContain('href="https://shop.example.com/admin/orders/1"');
    expect(mail.text).toContain('from Ada <script>alert(1)</script> — ada@lab.test');
    const demo = renderAdminOrderEmail({ ...input, demo: true });
    expect(demo.subject).toBe('New order #AB12CD34 [DEMO — no card charged] — $119.00');
    expect(renderCustomerOrderEmail({ ...input, demo: true }).text).toContain('no card was charged');
  });

  // docs/offers.md: subtotal − discount + shipping = total, so an offer's discount is shown wherever the totals are.
  const discounted: OrderEmailInput = { ...input, discountCents: 790, totalCents: 11110 };
  test.each([
    ['customer', renderCustomerOrderEmail],
    ['admin', renderAdminOrderEmail],
  ] as const)('%s: an offer\'s discount shows between subtotal and shipping, so the figures add up', (_l, render) => {
    const mail = render(discounted);
    expect(mail.text).toContain('Subtotal: $79.00\nDiscount: -$7.90\nShipping: $40.00\nTotal: $111.10');
    expect(mail.html).toMatch(/Subtotal<\/td>.*Discount<\/td><td[^>]*>-\$7\.90<\/td>.*Shipping<\/td>/);
  });
  test('no discount row when there is no discount', () => {
    for (const mail of [renderCustomerOrderEmail(input), renderAdminOrderEmail(input)]) {
      expect(mail.text).not.toContain('Discount');
      expect(mail.html).not.toContain('Discount');
    }
  });
});
