// Offers end to end against the real database (docs/offers.md): draft → send (outbox e-mail with link and PDF
// attachment) → accept with a purchase order → invoiced → paid; a new version supersedes the old link; expired
// and bad tokens are refused without detail; parallel accepts yield one order; tampered fields change nothing;
// the PDF parses back with its lines and total; milestones are ticked with one e-mail each and an audit entry.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, emailOutbox, offers, orderLines, orderMilestones, orders, quotes } from '@/db/schema';
import { GET as listOffersRoute, POST as createOfferRoute } from '@/app/api/admin/offers/route';
import { GET as offerRoute, PUT as updateOfferRoute } from '@/app/api/admin/offers/[id]/route';
import { POST as sendRoute } from '@/app/api/admin/offers/[id]/send/route';
import { POST as versionRoute } from '@/app/api/admin/offers/[id]/versions/route';
import { POST as acceptCardRoute } from '@/app/api/offers/[token]/accept-card/route';
import { POST as acceptPoRoute } from '@/app/api/offers/[token]/accept-po/route';
import { POST as declineRoute } from '@/app/api/offers/[token]/decline/route';
import { GET as pdfRoute } from '@/app/api/offers/[token]/pdf/route';
import { GET as offerInvoiceRoute } from '@/app/api/offers/[token]/invoice/route';
import { POST as invoiceRoute } from '@/app/api/admin/orders/[id]/invoice/route';
import { POST as markPaidRoute } from '@/app/api/admin/orders/[id]/mark-paid/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refunds/route';
import { GET as milestonesRoute, PUT as putMilestonesRoute } from '@/app/api/admin/orders/[id]/milestones/route';
import { POST as tickRoute } from '@/app/api/admin/orders/[id]/milestones/[milestoneId]/route';
import { GET as exportRoute } from '@/app/api/admin/orders/export/route';
import { GET as adminDocumentRoute } from '@/app/api/admin/orders/[id]/documents/[which]/route';
import { resetEnvForTests } from '@/lib/env';
import { getOfferOverview, getOfferPage, getOfferPdf, listCustomerOffers } from '@/lib/server/offers';
import { getOrderDetail, payDemoOrder } from '@/lib/server/orders';
import { adminHeaders, callRoute, expectPrivatePdf, TEST_ORIGIN } from '@/tests/helpers/api';
import { extractPdfText, HOSTILE_FILES, makePdf } from '@/tests/helpers/pdf';

jest.setTimeout(60_000);

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_HOST;
  delete process.env.SITE_URL;
  resetEnvForTests();
});

const draft = (over: Record<string, unknown> = {}) => ({
  customerEmail: 'marie@institute.test',
  customerName: 'Marie Curie',
  institution: 'Institut du Radium',
  lines: [
    { kind: 'product', productId: 'BADM3362', variant: '500 μL', quantity: 2, unitPriceCents: 3_900 },
    { kind: 'service', description: 'HEK293T knock-out of TP53, two validated clones', quantity: 1, unitPriceCents: 450_000, serviceKind: 'knockout' },
  ],
  discountType: 'percent',
  discountValue: 1_000,
  shippingCents: 2_500,
  taxNote: 'Sales tax exempt (501(c)(3))',
  terms: 'Net 30 days from invoice',
  note: 'Thank you for your request.',
  ...over,
});

async function createDraft(over: Record<string, unknown> = {}) {
  const res = await callRoute(createOfferRoute, { method: 'POST', path: '/api/admin/offers', body: draft(over), headers: await adminHeaders() });
  expect(res.status).toBe(201);
  return res.json.offer as unknown as { id: string; number: number; version: number; totalCents: number; subtotalCents: number; discountCents: number; lines: { listPriceCents: number | null }[] };
}

async function send(id: string) {
  const res = await callRoute(sendRoute, { method: 'POST', path: `/api/admin/offers/${id}/send`, params: { id }, headers: await adminHeaders() });
  expect(res.status).toBe(200);
  const link = String(res.json.link);
  expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/offers/[A-Za-z0-9_-]{22}$`));
  return link.split('/').pop()!;
}

const customerHeaders = { origin: TEST_ORIGIN };
const billing = { name: 'Marie Curie', institution: 'Institut du Radium', line1: '1 rue Pierre et Marie Curie', city: 'Paris', postalCode: '75005', country: 'FR' };
const shipping = { name: 'Irène Joliot-Curie', line1: '11 rue Pierre et Marie Curie', line2: 'Laboratoire 3', city: 'Paris', postalCode: '75005', country: 'FR' };
const pdfFile = (text = 'Purchase order 4711') => ({ name: 'po.pdf', contentBase64: makePdf({ text }).toString('base64') });

function acceptPo(token: string, body: Record<string, unknown>) {
  return callRoute(acceptPoRoute, { method: 'POST', path: `/api/offers/${token}/accept-po`, params: { token }, body, headers: customerHeaders });
}
function acceptCard(token: string, body: Record<string, unknown>) {
  return callRoute(acceptCardRoute, { method: 'POST', path: `/api/offers/${token}/accept-card`, params: { token }, body, headers: customerHeaders });
}

async function ordersOfOffer(offerId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.offerId, offerId));
}

describe('draft and send', () => {
  test('totals are computed in cents on the server; product lines keep their list price', async () => {
    const offer = await createDraft();
    // 2 × $39.00 + $4,500.00 = $4,578.00; 10 % = $457.80; + $25.00 shipping = $4,145.20
    expect(offer.subtotalCents).toBe(457_800);
    expect(offer.discountCents).toBe(45_780);
    expect(offer.totalCents).toBe(414_520);
    expect(offer.lines[0].listPriceCents).toBeGreaterThan(0);
    expect(offer.lines[1].listPriceCents).toBeNull();
  });

  test('bad drafts are 400 with the field named; an unknown product is refused; no session is 401', async () => {
    const h = await adminHeaders();
    const empty = await callRoute(createOfferRoute, { method: 'POST', body: draft({ lines: [] }), headers: h });
    expect(empty.status).toBe(400);
    expect(empty.json.fieldErrors).toHaveProperty('lines');
    const unknown = await callRoute(createOfferRoute, { method: 'POST', body: draft({ lines: [{ kind: 'product', productId: 'NOPE-1', quantity: 1, unitPriceCents: 100 }] }), headers: h });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatch(/unknown product/);
    const negative = await callRoute(createOfferRoute, { method: 'POST', body: draft({ shippingCents: -5 }), headers: h });
    expect(negative.status).toBe(400);
    const extra = await callRoute(createOfferRoute, { method: 'POST', body: { ...draft(), status: 'accepted' }, headers: h });
    expect(extra.status).toBe(400);
    expect((await callRoute(createOfferRoute, { method: 'POST', body: draft() })).status).toBe(401);
  });

  test('send queues one e-mail with the link and the PDF attached; the token is stored only as a hash', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const db = await getDb();
    const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.status).toBe('sent');
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'offer'), eq(emailOutbox.refId, offer.id)));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('marie@institute.test');
    expect(mails[0].html).toContain(`/offers/${token}`);
    expect(mails[0].attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/^Offer_Q-\d{6}_v1\.pdf$/) })]);
    // Sent is immutable.
    const edit = await callRoute(updateOfferRoute, { method: 'PUT', params: { id: offer.id }, body: draft(), headers: await adminHeaders() });
    expect(edit.status).toBe(409);
    const again = await callRoute(sendRoute, { method: 'POST', params: { id: offer.id }, headers: await adminHeaders() });
    expect(again.status).toBe(409);
  });

  test('send refuses an offer with an unpriced line (400 naming the line) or a $0.00 total; the draft may be saved without prices', async () => {
    const h = await adminHeaders();
    const offer = await createDraft({
      lines: [
        { kind: 'product', productId: 'BADM3362', variant: '500 μL', quantity: 2, unitPriceCents: 3_900 },
        { kind: 'service', description: 'HEK293T knock-out of TP53, two validated clones', quantity: 1, unitPriceCents: 0, serviceKind: 'knockout' },
      ],
    });
    const refused = await callRoute(sendRoute, { method: 'POST', params: { id: offer.id }, headers: h });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^Line 2 has no unit price/);
    expect(refused.json.fieldErrors).toEqual({ 'lines.1.unitPriceCents': 'Line 2 has no unit price' });
    const db = await getDb();
    const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'draft', tokenHash: null, pdfKey: null });
    expect(await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'offer'), eq(emailOutbox.refId, offer.id)))).toHaveLength(0);

    // A 100 % discount without shipping: every line priced, nothing to pay.
    const free = await callRoute(updateOfferRoute, { method: 'PUT', params: { id: offer.id }, body: draft({ discountValue: 10_000, shippingCents: 0 }), headers: h });
    expect(free.status).toBe(200);
    const zero = await callRoute(sendRoute, { method: 'POST', params: { id: offer.id }, headers: h });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toMatch(/total is \$0\.00/);

    // Priced, it is sent.
    expect((await callRoute(updateOfferRoute, { method: 'PUT', params: { id: offer.id }, body: draft(), headers: h })).status).toBe(200);
    await send(offer.id);
  });

  test('sending the offer for a quote marks the quote answered (read, dated once); a later version keeps the first date', async () => {
    const db = await getDb();
    const [quote] = await db
      .insert(quotes)
      .values({ firstName: 'Marie', lastName: 'Curie', email: 'marie@institute.test', serviceType: 'Lentivirus Packaging', projectDescription: 'Two lentiviral preps' })
      .returning();
    const offer = await createDraft({ quoteId: quote.id });
    const [before] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(before.answeredAt).toBeNull();
    await send(offer.id);
    const [after] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(after.read).toBe(true);
    expect(after.answeredAt).toBeInstanceOf(Date);
    const v2 = await callRoute(versionRoute, { method: 'POST', params: { id: offer.id }, headers: await adminHeaders() });
    expect(v2.status).toBe(201);
    await send(String((v2.json.offer as { id: string }).id));
    const [later] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(later.answeredAt?.getTime()).toBe(after.answeredAt?.getTime());
  });

  test('the PDF parses back with its lines and total', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const { bytes } = await getOfferPdf(token);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(bytes);
    expect(text).toContain('GN8K DNA Marker');
    expect(text).toContain('HEK293T knock-out of TP53, two validated clones');
    expect(text).toContain('$4,145.20');
    expect(text).toContain('-$457.80');
    expect(text).toContain('Net 30 days from invoice');
    const res = await callRoute(pdfRoute, { path: `/api/offers/${token}/pdf`, params: { token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('tokens', () => {
  test('a guessed, malformed or draft token is 404 without detail', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc/passwd']) {
      const res = await acceptCard(token, { version: 1 });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Offer not found.' });
      expect((await getOfferPage(token)).kind).toBe('not-found');
    }
  });

  test('an expired offer is refused with 410 and shows only that it expired', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const db = await getDb();
    await db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, offer.id));
    const card = await acceptCard(token, { version: 1 });
    expect(card.status).toBe(410);
    expect(card.json).toEqual({ error: 'This offer is no longer available.' });
    const po = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping, poFile: pdfFile() });
    expect(po.status).toBe(410);
    expect((await callRoute(pdfRoute, { params: { token } })).status).toBe(410);
    expect(await getOfferPage(token)).toEqual({ kind: 'expired', reference: expect.stringMatching(/^Q-/) });
    expect(await ordersOfOffer(offer.id)).toHaveLength(0);
  });
});

describe('versions', () => {
  test('sending version 2 supersedes the old link, which points to the new version and accepts nothing', async () => {
    const v1 = await createDraft();
    const oldToken = await send(v1.id);
    const created = await callRoute(versionRoute, { method: 'POST', params: { id: v1.id }, headers: await adminHeaders() });
    expect(created.status).toBe(201);
    const v2 = created.json.offer as unknown as { id: string; version: number; number: number };
    expect(v2.version).toBe(2);
    expect(v2.number).toBe(v1.number);
    // The new draft can be edited: a lower price.
    const edited = await callRoute(updateOfferRoute, { method: 'PUT', params: { id: v2.id }, body: draft({ discountValue: 2_000 }), headers: await adminHeaders() });
    expect(edited.status).toBe(200);
    const newToken = await send(v2.id);

    const page = await getOfferPage(oldToken);
    expect(page).toEqual({ kind: 'superseded', reference: expect.stringMatching(/ v1$/), latestVersion: 2 });
    const latest = await getOfferPage(oldToken, { latest: true });
    expect(latest.kind === 'offer' && latest.offer.version).toBe(2);
    const refused = await acceptPo(oldToken, { version: 1, poNumber: 'PO-OLD', billing, shipping, poFile: pdfFile() });
    expect(refused.status).toBe(410);
    const newPage = await getOfferPage(newToken);
    expect(newPage.kind === 'offer' && newPage.offer.status).toBe('sent');

    const detail = await callRoute(offerRoute, { params: { id: v1.id }, headers: await adminHeaders() });
    expect((detail.json.versions as unknown as { status: string }[]).map((v) => v.status)).toEqual(['superseded', 'sent']);
  });

  test('the offer PDF behind a link is the version its page shows: superseded 410, ?latest=1 the newest version', async () => {
    const v1 = await createDraft();
    const oldToken = await send(v1.id);
    const pdfOf = (token: string, latest = false) => callRoute(pdfRoute, { path: `/api/offers/${token}/pdf${latest ? '?latest=1' : ''}`, params: { token } });
    // Before a new version: the token's own version, with or without ?latest=1.
    for (const latest of [false, true]) {
      const res = await pdfOf(oldToken, latest);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/filename="Offer_Q-\d{6}_v1\.pdf"/);
    }
    const created = await callRoute(versionRoute, { method: 'POST', params: { id: v1.id }, headers: await adminHeaders() });
    const v2 = created.json.offer as unknown as { id: string };
    const edited = await callRoute(updateOfferRoute, { method: 'PUT', params: { id: v2.id }, body: draft({ discountValue: 2_000 }), headers: await adminHeaders() });
    expect(edited.status).toBe(200);
    const newToken = await send(v2.id);

    // The old link's page shows only "Superseded by version 2": no PDF either.
    const gone = await pdfOf(oldToken);
    expect(gone.status).toBe(410);
    expect(gone.json).toEqual({ error: 'This offer is no longer available.' });
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
    // With ?latest=1 the page shows version 2, and its button downloads version 2 — the same file as the new link's.
    const latest = await pdfOf(oldToken, true);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-disposition')).toMatch(/filename="Offer_Q-\d{6}_v2\.pdf"/);
    expect(latest.headers.get('cache-control')).toBe('private, no-store');
    const own = await pdfOf(newToken);
    expect(latest.bytes.equals(own.bytes)).toBe(true);
    expect(latest.bytes.equals((await getOfferPdf(oldToken, { latest: true })).bytes)).toBe(true);
    expect(latest.bytes.equals((await pdfOf(oldToken, false)).bytes)).toBe(false);
    // Version 2 expired: its page says so, and neither link serves a PDF.
    const db = await getDb();
    await db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, v2.id));
    expect((await pdfOf(oldToken, true)).status).toBe(410);
    expect((await pdfOf(newToken)).status).toBe(410);
    // Unknown and malformed tokens: 404 without detail, with ?latest=1 too.
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short']) expect((await pdfOf(token, true)).status).toBe(404);
  });
});

describe('accept with a purchase order, invoice, pay', () => {
  test('PO accept → awaiting invoice, admin e-mailed with the PO; invoiced (customer e-mailed) → paid; CSV lists it', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const res = await acceptPo(token, { version: 1, poNumber: 'PO-2026-0042', billing, shipping, poFile: pdfFile() });
    expect(res.status).toBe(201);
    const orderId = (res.json.order as unknown as { orderId: string }).orderId;
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'awaiting_invoice', paymentMethod: 'po', poNumber: 'PO-2026-0042', totalCents: offer.totalCents, discountCents: offer.discountCents });
    expect(order.poDocumentKey).toMatch(/^offers\/po\/[0-9a-f]{32}\.pdf$/);
    // Stored like the card checkout's delivery address: the order page and packing slip read it.
    expect(order.shippingAddress).toEqual({ name: 'Irène Joliot-Curie', line1: '11 rue Pierre et Marie Curie', line2: 'Laboratoire 3', city: 'Paris', state: null, postalCode: '75005', country: 'FR' });
    // The offer page (once accepted) and the order pages show both addresses.
    const page = await getOfferPage(token);
    expect(page.kind === 'offer' && page.order).toMatchObject({ billingAddress: { name: 'Marie Curie', institution: 'Institut du Radium' }, shippingAddress: { name: 'Irène Joliot-Curie', line2: 'Laboratoire 3' } });
    expect(await getOrderDetail(orderId)).toMatchObject({ billingAddress: { institution: 'Institut du Radium', line1: '1 rue Pierre et Marie Curie' }, shippingAddress: { line1: '11 rue Pierre et Marie Curie' } });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((l) => l.serviceKind)).toEqual([null, 'knockout']);
    const [offerRow] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow.status).toBe('accepted');
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, orderId)));
    const adminMail = mails.find((m) => m.kind === 'offer-po-admin')!;
    expect(adminMail.to).toBe('');
    expect(adminMail.attachments[0].storageKey).toBe(order.poDocumentKey);
    expect(adminMail.attachments[0].filename).toBe('PO_PO-2026-0042.pdf');
    expect(mails.some((m) => m.kind === 'offer-po-customer' && m.to === 'marie@institute.test')).toBe(true);

    // Accepted once: a second PO or a card payment is refused.
    expect((await acceptPo(token, { version: 1, poNumber: 'PO-AGAIN', billing, shipping, poFile: pdfFile() })).status).toBe(409);
    expect((await acceptCard(token, { version: 1 })).status).toBe(409);

    const h = await adminHeaders();
    // Paid before invoiced is refused by the state machine.
    expect((await callRoute(markPaidRoute, { method: 'POST', params: { id: orderId }, headers: h })).status).toBe(409);
    const notPdf = await callRoute(invoiceRoute, { method: 'POST', params: { id: orderId }, body: { invoiceNumber: 'INV-1', file: { name: 'inv.pdf', contentBase64: HOSTILE_FILES.html().toString('base64') } }, headers: h });
    expect(notPdf.status).toBe(400);
    const invoiced = await callRoute(invoiceRoute, { method: 'POST', params: { id: orderId }, body: { invoiceNumber: 'INV-2026-0007', file: pdfFile('Invoice INV-2026-0007') }, headers: h });
    expect(invoiced.status).toBe(200);
    const [afterInvoice] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(afterInvoice).toMatchObject({ status: 'invoiced', invoiceNumber: 'INV-2026-0007' });
    // The offer page and the order's detail (account order page, its API) name the invoice and its date.
    const invoicedPage = await getOfferPage(token);
    expect(invoicedPage.kind === 'offer' && invoicedPage.order).toMatchObject({ poNumber: 'PO-2026-0042', invoiceNumber: 'INV-2026-0007', invoicedAt: afterInvoice.invoicedAt!.toISOString() });
    expect(await getOrderDetail(orderId)).toMatchObject({ paymentMethod: 'po', poNumber: 'PO-2026-0042', invoiceNumber: 'INV-2026-0007', invoicedAt: afterInvoice.invoicedAt!.toISOString() });
    const invoiceMail = (await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order:${orderId}:invoice`)))[0];
    expect(invoiceMail.to).toBe('marie@institute.test');
    expect(invoiceMail.attachments).toHaveLength(1);
    // Attached under the name the customer's download and the admin's use.
    expect(invoiceMail.attachments[0].filename).toBe('INV-2026-0007.pdf');
    expect((await callRoute(invoiceRoute, { method: 'POST', params: { id: orderId }, body: { invoiceNumber: 'INV-X', file: pdfFile() }, headers: h })).status).toBe(409);

    const paid = await callRoute(markPaidRoute, { method: 'POST', params: { id: orderId }, headers: h });
    expect(paid.status).toBe(200);
    const [afterPay] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(afterPay.status).toBe('paid');
    expect(afterPay.paidAt).toBeInstanceOf(Date);

    const csv = await callRoute(exportRoute, { headers: h });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const header = csv.text.split('\r\n')[0];
    expect(header).toBe('date,order,customer,email,institution,payment_method,po_number,invoice_number,subtotal,discount,shipping,total,refunded,currency,status,paid_at');
    expect(csv.text).toMatch(/Marie Curie,marie@institute\.test,Institut du Radium,po,PO-2026-0042,INV-2026-0007,4578\.00,457\.80,25\.00,4145\.20,0\.00,USD,paid,/);
  });

  test('a file that is not a PDF (by content), or is too large, is refused and the offer stays open', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const disguised = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping, poFile: { name: 'po.pdf', contentBase64: HOSTILE_FILES.html().toString('base64') } });
    expect(disguised.status).toBe(400);
    expect(disguised.json.fieldErrors).toHaveProperty('poFile');
    expect(String(disguised.json.error)).toMatch(/not a PDF/);
    const scripted = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping, poFile: { name: 'po.pdf', contentBase64: HOSTILE_FILES.javascript().toString('base64') } });
    expect(scripted.status).toBe(400);
    const big = Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping, poFile: { name: 'po.pdf', contentBase64: big.toString('base64') } });
    expect(oversized.status).toBe(400);
    expect(String(oversized.json.error)).toMatch(/10 MB/);
    const missing = await acceptPo(token, { version: 1, poNumber: '', billing: { ...billing, city: '' }, shipping, poFile: pdfFile() });
    expect(missing.status).toBe(400);
    expect(missing.json.fieldErrors).toHaveProperty('poNumber');
    expect(missing.json.fieldErrors).toHaveProperty(['billing.city']);
    const noShipping = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, poFile: pdfFile() });
    expect(noShipping.status).toBe(400);
    expect(noShipping.json.fieldErrors).toHaveProperty(['shipping'], 'Enter the shipping address');
    const blankShipping = await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping: { name: 'Marie Curie', line1: ' ', city: '', postalCode: '', country: '' }, poFile: pdfFile() });
    expect(blankShipping.status).toBe(400);
    expect(blankShipping.json.fieldErrors).toMatchObject({ 'shipping.line1': 'Enter the street address for the delivery', 'shipping.city': 'Enter the city', 'shipping.country': 'Enter the country' });
    expect(blankShipping.json.fieldErrors).not.toHaveProperty(['shipping.postalCode']);
    expect(await ordersOfOffer(offer.id)).toHaveLength(0);
    // The customer retries with a real PDF.
    expect((await acceptPo(token, { version: 1, poNumber: 'PO-1', billing, shipping, poFile: pdfFile() })).status).toBe(201);
  });

  test('concurrent accepts (two PO tabs and a card tab) yield one order', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const results = await Promise.all([
      acceptPo(token, { version: 1, poNumber: 'PO-A', billing, shipping, poFile: pdfFile() }),
      acceptPo(token, { version: 1, poNumber: 'PO-B', billing, shipping, poFile: pdfFile() }),
      acceptCard(token, { version: 1 }),
      acceptCard(token, { version: 1 }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => [200, 201, 409].includes(s))).toBe(true);
    const rows = await ordersOfOffer(offer.id);
    expect(rows).toHaveLength(1);
  });
});

describe('the invoice PDF behind the offer link', () => {
  const NO_INVOICE = { error: 'No invoice has been issued for this order yet.' };
  function invoiceOf(token: string, latest = false) {
    return callRoute(offerInvoiceRoute, { path: `/api/offers/${token}/invoice${latest ? '?latest=1' : ''}`, params: { token } });
  }
  async function acceptedByPo(token: string, version = 1) {
    const res = await acceptPo(token, { version, poNumber: `PO-V${version}`, billing, shipping, poFile: pdfFile() });
    expect(res.status).toBe(201);
    return (res.json.order as unknown as { orderId: string }).orderId;
  }
  async function invoice(orderId: string, invoiceNumber: string) {
    const file = makePdf({ text: `Invoice ${invoiceNumber}` });
    const res = await callRoute(invoiceRoute, { method: 'POST', params: { id: orderId }, body: { invoiceNumber, file: { name: 'invoice.pdf', contentBase64: file.toString('base64') } }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    return file;
  }
  function expectRefused(res: Awaited<ReturnType<typeof invoiceOf>>, status: number, body: unknown) {
    expect(res.status).toBe(status);
    expect(res.json).toEqual(body);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  }

  test('the token holder downloads the invoice of the order the offer page shows, once invoiced; never another offer’s', async () => {
    const tokenA = await send((await createDraft()).id);
    const tokenB = await send((await createDraft({ customerEmail: 'other@lab.test' })).id);
    // Open, not yet accepted: no order, no invoice.
    expectRefused(await invoiceOf(tokenA), 404, NO_INVOICE);
    const orderA = await acceptedByPo(tokenA);
    const orderB = await acceptedByPo(tokenB);
    // Accepted, awaiting the invoice.
    expectRefused(await invoiceOf(tokenA), 404, NO_INVOICE);

    const fileA = await invoice(orderA, 'INV/2026 "0099"');
    const fileB = await invoice(orderB, 'INV-B-1');
    expect(fileA.equals(fileB)).toBe(false);
    // The invoice number as the file name, cleaned: no quote or slash reaches the header.
    expectPrivatePdf(await invoiceOf(tokenA), fileA, 'INV-2026-0099.pdf');
    // Each token opens its own order's invoice only.
    expect((await invoiceOf(tokenB)).bytes.equals(fileB)).toBe(true);
    // The same file, under the same name, as the admin downloads it (one storage read serves both).
    const adminCopy = await callRoute(adminDocumentRoute, { params: { id: orderA, which: 'invoice' }, headers: await adminHeaders() });
    expect(adminCopy.status).toBe(200);
    expect(adminCopy.bytes.equals(fileA)).toBe(true);
    expect(adminCopy.headers.get('content-disposition')).toBe('inline; filename="INV-2026-0099.pdf"');

    // An accepted offer does not expire: its page and its invoice stay available after the validity date.
    const db = await getDb();
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, orderA));
    await db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, orderRow.offerId!));
    expect((await invoiceOf(tokenA)).status).toBe(200);
  });

  test('a guessed, malformed or expired token gets no invoice, without detail', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc/passwd', '%00']) expectRefused(await invoiceOf(token), 404, { error: 'Offer not found.' });
    // Expired while open (as the PDF and the accept calls: 410).
    const expired = await createDraft();
    const expiredToken = await send(expired.id);
    const db = await getDb();
    await db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, expired.id));
    expectRefused(await invoiceOf(expiredToken), 410, { error: 'This offer is no longer available.' });
    expectRefused(await invoiceOf(expiredToken, true), 410, { error: 'This offer is no longer available.' });
  });

  test('versions: the old link serves the new version’s invoice only where its page shows that version (?latest=1)', async () => {
    const v1 = await createDraft();
    const oldToken = await send(v1.id);
    const created = await callRoute(versionRoute, { method: 'POST', params: { id: v1.id }, headers: await adminHeaders() });
    expect(created.status).toBe(201);
    const newToken = await send((created.json.offer as unknown as { id: string }).id);
    // Version 2 accepted from the old link's "latest" page, then invoiced.
    const orderId = await acceptedByPo(oldToken, 2);
    const file = await invoice(orderId, 'INV-V2');
    // The old link's own page says "superseded" and shows no order: 410, as its accept calls.
    expectRefused(await invoiceOf(oldToken), 410, { error: 'This offer is no longer available.' });
    for (const res of [await invoiceOf(oldToken, true), await invoiceOf(newToken), await invoiceOf(newToken, true)]) {
      expect(res.status).toBe(200);
      expect(res.bytes.equals(file)).toBe(true);
    }
  });

  test('a card order has no invoice', async () => {
    const token = await send((await createDraft()).id);
    expect((await acceptCard(token, { version: 1 })).status).toBe(200);
    expectRefused(await invoiceOf(token), 404, NO_INVOICE);
  });
});

describe('accept by card (demo payments) and decline', () => {
  test('a tampered body changes nothing; the demo payment charges the stored total and accepts the offer', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const tampered = await acceptCard(token, { version: 1, totalCents: 100, lines: [{ unitPriceCents: 1 }] });
    expect(tampered.status).toBe(400);
    expect(await ordersOfOffer(offer.id)).toHaveLength(0);
    const wrongVersion = await acceptCard(token, { version: 7 });
    expect(wrongVersion.status).toBe(404);

    const first = await acceptCard(token, { version: 1 });
    expect(first.status).toBe(200);
    const second = await acceptCard(token, { version: 1 });
    expect(second.json.url).toBe(first.json.url);
    const [order] = await ordersOfOffer(offer.id);
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'card', totalCents: 414_520 });
    expect(String(first.json.url)).toBe(`${TEST_ORIGIN}/checkout/demo/${order.id}?return=${encodeURIComponent(`/offers/${token}?paid=1`)}`);

    const outcome = await payDemoOrder(order.id, { email: 'marie@institute.test', name: 'Marie Curie', line1: '', city: '', postalCode: '', country: '' }, TEST_ORIGIN);
    expect(outcome.outcome).toBe('paid');
    const replay = await payDemoOrder(order.id, { email: 'marie@institute.test', name: 'Marie Curie', line1: '', city: '', postalCode: '', country: '' }, TEST_ORIGIN);
    expect(replay.outcome).toBe('duplicate');
    const db = await getDb();
    const [offerRow] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow.status).toBe('accepted');
    expect(await ordersOfOffer(offer.id)).toHaveLength(1);
    const page = await getOfferPage(token);
    expect(page.kind === 'offer' && page.order?.status).toBe('paid');
  });

  test('a discounted offer paid by card: the e-mails show the discount; refunding every line and the shipping returns exactly the total', async () => {
    // 2 × $39.00 + $4,500.00 = $4,578.00 − $10.01 + $25.00 = $4,592.99. The $10.01 splits pro rata by amount:
    // $0.17 on the $78.00 line, $9.84 on the $4,500.00 one (the leftover cent goes to the larger remainder).
    const offer = await createDraft({ discountType: 'amount', discountValue: 1_001 });
    expect(offer).toMatchObject({ subtotalCents: 457_800, discountCents: 1_001, totalCents: 459_299 });
    const token = await send(offer.id);
    expect((await acceptCard(token, { version: 1 })).status).toBe(200);
    const [pending] = await ordersOfOffer(offer.id);
    expect((await payDemoOrder(pending.id, { email: 'marie@institute.test', name: 'Marie Curie', line1: '', city: '', postalCode: '', country: '' }, TEST_ORIGIN)).outcome).toBe('paid');

    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, pending.id)));
    for (const kind of ['order-customer', 'order-admin']) {
      const mail = mails.find((m) => m.kind === kind)!;
      expect(mail.text).toContain('Subtotal: $4,578.00\nDiscount: -$10.01\nShipping: $25.00\nTotal: $4,592.99');
      expect(mail.html).toContain('Discount');
    }
    const detail = (await getOrderDetail(pending.id))!;
    expect(detail).toMatchObject({ subtotalCents: 457_800, discountCents: 1_001, shippingCents: 2_500, totalCents: 459_299 });
    const [small, big] = detail.lines;

    const refund = async (body: Record<string, unknown>) =>
      callRoute(refundRoute, { method: 'POST', path: `/api/admin/orders/${pending.id}/refunds`, params: { id: pending.id }, body: { reason: 'Test', ...body }, headers: await adminHeaders() });
    // One of the two $39.00 units: half of the $77.83 paid for the line, rounded down.
    const one = await refund({ lines: [{ lineId: small.id, quantity: 1 }] });
    expect(one.status).toBe(201);
    expect(one.json.refund).toMatchObject({ amountCents: 3_891 });
    // More than remains is refused with the amounts formatted like the rest of the site.
    const tooMuch = await refund({ amount: '4,592.99' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.error).toBe('Cannot refund $4,592.99: only $4,554.08 of $4,592.99 remains');
    // Everything else by lines, with the shipping, is exactly what remains.
    const rest = await refund({ lines: [{ lineId: small.id, quantity: 1 }, { lineId: big.id, quantity: 1 }], includeShipping: true });
    expect(rest.status).toBe(201);
    expect(rest.json.refund).toMatchObject({ amountCents: 459_299 - 3_891 });
    const [after] = await ordersOfOffer(offer.id);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 459_299 });
  });

  test('decline with a reason: the admin is e-mailed; the offer cannot be accepted afterwards', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const res = await callRoute(declineRoute, { method: 'POST', params: { token }, body: { version: 1, reason: 'Budget moved to next year' }, headers: customerHeaders });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'Budget moved to next year' });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `offer:${offer.id}:declined`));
    expect(mail.html).toContain('Budget moved to next year');
    expect((await acceptCard(token, { version: 1 })).status).toBe(409);
  });

  test('a cross-site accept is refused', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const res = await callRoute(acceptCardRoute, { method: 'POST', params: { token }, body: { version: 1 }, headers: { origin: 'https://evil.test' } });
    expect(res.status).toBe(403);
  });
});

describe('service milestones', () => {
  test('defaults per service kind; edit; tick → audit entry and exactly one e-mail per milestone; a ticked one keeps its place; the customer sees the order', async () => {
    const offer = await createDraft();
    const token = await send(offer.id);
    const accepted = await acceptPo(token, { version: 1, poNumber: 'PO-M', billing, shipping, poFile: pdfFile() });
    const orderId = (accepted.json.order as unknown as { orderId: string }).orderId;
    const h = await adminHeaders();
    const list = await callRoute(milestonesRoute, { params: { id: orderId }, headers: h });
    const milestones = list.json.milestones as unknown as { id: number; label: string }[];
    expect(milestones.map((m) => m.label)).toEqual(['Design approved', 'Guides cloned', 'Sequence verified', 'Cells edited', 'Clone validated', 'Shipped']);

    // Edit: rename one, drop one, add one.
    const edited = await callRoute(putMilestonesRoute, {
      method: 'PUT',
      params: { id: orderId },
      body: { milestones: [{ id: milestones[0].id, label: 'Guide design approved' }, ...milestones.slice(1, 5).map((m) => ({ id: m.id, label: m.label })), { label: 'Cryovials shipped on dry ice' }] },
      headers: h,
    });
    expect(edited.status).toBe(200);
    const after = edited.json.milestones as unknown as { id: number; label: string }[];
    expect(after.map((m) => m.label)).toEqual(['Guide design approved', 'Guides cloned', 'Sequence verified', 'Cells edited', 'Clone validated', 'Cryovials shipped on dry ice']);

    const tick = await callRoute(tickRoute, { method: 'POST', params: { id: orderId, milestoneId: String(after[0].id) }, body: { note: 'gRNA-1 and gRNA-3 chosen' }, headers: h });
    expect(tick.status).toBe(200);
    expect((tick.json.milestone as unknown as { doneAt: string }).doneAt).toBeTruthy();
    const twice = await callRoute(tickRoute, { method: 'POST', params: { id: orderId, milestoneId: String(after[0].id) }, body: { note: '' }, headers: h });
    expect(twice.status).toBe(409);
    const foreign = await callRoute(tickRoute, { method: 'POST', params: { id: orderId, milestoneId: '999999' }, body: {}, headers: h });
    expect(foreign.status).toBe(404);

    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'milestone'));
    expect(mails.filter((m) => m.refId === orderId)).toHaveLength(1);
    expect(mails.find((m) => m.refId === orderId)!.html).toContain('gRNA-1 and gRNA-3 chosen');
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));
    expect(audit.some((a) => /Milestone “Guide design approved”.* done at \d{4}-\d{2}-\d{2}T/.test(a.summary))).toBe(true);
    // A ticked milestone cannot be removed.
    const removeDone = await callRoute(putMilestonesRoute, { method: 'PUT', params: { id: orderId }, body: { milestones: after.slice(1).map((m) => ({ id: m.id, label: m.label })) }, headers: h });
    expect(removeDone.status).toBe(409);
    // Nor moved, nor passed by an open one: refused, and nothing changes.
    const [first, ...open] = after.map((m) => ({ id: m.id, label: m.label }));
    const pastDone = await callRoute(putMilestonesRoute, { method: 'PUT', params: { id: orderId }, body: { milestones: [open[0], first, ...open.slice(1)] }, headers: h });
    expect(pastDone.status).toBe(409);
    expect(pastDone.json.error).toBe('“Guides cloned” cannot move past a done milestone');
    // Open ones are reordered among themselves; the customer's timeline follows.
    const reordered = await callRoute(putMilestonesRoute, { method: 'PUT', params: { id: orderId }, body: { milestones: [first, open[1], open[0], ...open.slice(2)] }, headers: h });
    expect(reordered.status).toBe(200);
    const order = ['Guide design approved', 'Sequence verified', 'Guides cloned', 'Cells edited', 'Clone validated', 'Cryovials shipped on dry ice'];
    expect((reordered.json.milestones as unknown as { label: string }[]).map((m) => m.label)).toEqual(order);

    const page = await getOfferPage(token);
    expect(page.kind === 'offer' && page.order?.milestones.filter((m) => m.doneAt).map((m) => m.label)).toEqual(['Guide design approved']);
    expect(page.kind === 'offer' && page.order?.milestones.map((m) => m.label)).toEqual(order);
    expect(await db.select().from(orderMilestones).where(eq(orderMilestones.orderId, orderId))).toHaveLength(6);
  });
});

describe('offers in the customer account', () => {
  test('the newest sent version of each offer to that e-mail, with its order once accepted; drafts and others never', async () => {
    const db = await getDb();
    const mine = await listCustomerOffers('MARIE@institute.test');
    expect(mine.length).toBeGreaterThan(0);
    const numbers = new Set<string>();
    for (const o of mine) {
      const number = o.reference.split(' ')[0];
      expect(numbers.has(number)).toBe(false);
      numbers.add(number);
      const [row] = await db.select().from(offers).where(eq(offers.id, o.id));
      expect(row.customerEmail).toBe('marie@institute.test');
      expect(['sent', 'accepted', 'declined']).toContain(row.status);
    }
    expect(mine.some((o) => o.orderId)).toBe(true);
    expect(await listCustomerOffers('someone-else@lab.test')).toEqual([]);
  });
});

describe('overview and list', () => {
  test('open offers, their value, acceptance rate, orders awaiting invoice and payment', async () => {
    const overview = await getOfferOverview();
    expect(overview.openOffers).toBeGreaterThan(0);
    expect(overview.openValueCents).toBeGreaterThan(0);
    expect(overview.acceptanceRate30d).not.toBeNull();
    expect(overview.awaitingInvoice).toBeGreaterThan(0);
    const list = await callRoute(listOffersRoute, { headers: await adminHeaders() });
    expect(list.status).toBe(200);
    expect((list.json.offers as unknown[]).length).toBeGreaterThan(3);
  });
});
