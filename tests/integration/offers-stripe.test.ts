// An offer accepted by card through the real stripe SDK against the loopback fake: the session is priced from
// the stored offer version, the signed webhook marks the order paid exactly like a cart order, and a replayed
// webhook changes nothing. The offer e-mail waits in the outbox while SMTP is down and reaches the SMTP sink
// once, later, with the PDF attached.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/db/client';
import { offers, orders } from '@/db/schema';
import { POST as createOfferRoute } from '@/app/api/admin/offers/route';
import { POST as sendRoute } from '@/app/api/admin/offers/[id]/send/route';
import { POST as acceptCardRoute } from '@/app/api/offers/[token]/accept-card/route';
import { POST as webhook } from '@/app/stripe-api/webhook/route';
import { PUT as putSmtp } from '@/app/api/smtp-config/route';
import { setMailTransportOptions } from '@/lib/adapters/mail';
import { processDueEmails } from '@/lib/server/outbox-worker';
import { fakeStripeForFile } from '@/tests/helpers/fake-stripe-env';
import { stripeEvent, type FakeStripe } from '@/tests/helpers/fake-stripe';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

jest.setTimeout(60_000);

const SECRET = 'whsec_test_secret_for_offers_0123456789';
const stripe = fakeStripeForFile({ secretKey: 'sk_test_fake_offer_key', webhookSecret: SECRET });
let fake: FakeStripe;
let sink: SmtpSink;

beforeAll(async () => {
  fake = stripe();
  setMailTransportOptions({ ignoreTLS: true });
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
});

async function deliver(evt: object) {
  const payload = JSON.stringify(evt);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return callRoute(webhook, { method: 'POST', path: '/stripe-api/webhook', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

async function drain() {
  let sent = 0;
  for (let i = 0; i < 10; i++) {
    const r = await processDueEmails();
    sent += r.sent;
    if (!r.claimed) break;
  }
  return sent;
}

test('send (SMTP down: the e-mail waits) → accept by card → signed webhook pays the order once; the e-mail arrives once with the PDF', async () => {
  const h = await adminHeaders();
  const created = await callRoute(createOfferRoute, {
    method: 'POST',
    body: {
      customerEmail: 'rosalind@kings.test',
      customerName: 'Rosalind Franklin',
      lines: [{ kind: 'service', description: 'Lentivirus packaging, 10^8 TU', quantity: 2, unitPriceCents: 125_050, serviceKind: 'lentivirus' }],
      discountType: 'amount',
      discountValue: 10_000,
      shippingCents: 4_000,
    },
    headers: h,
  });
  expect(created.status).toBe(201);
  const offerId = (created.json.offer as unknown as { id: string }).id;
  const sent = await callRoute(sendRoute, { method: 'POST', params: { id: offerId }, headers: h });
  expect(sent.status).toBe(200);
  const token = String(sent.json.link).split('/').pop()!;

  // SMTP is not configured yet: nothing goes out, the row waits.
  expect((await processDueEmails()).claimed).toBe(0);

  const accept = await callRoute(acceptCardRoute, { method: 'POST', params: { token }, body: { version: 1 }, headers: { origin: TEST_ORIGIN } });
  expect(accept.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.url === accept.json.url)!;
  expect(session).toBeDefined();
  // Priced by the server: 2 × $1,250.50 − $100.00 as one line, shipping as the shipping rate: $2,441.00 in all.
  const request = fake.createRequests.at(-1)!;
  expect(JSON.stringify(request.body)).toContain('240100');
  expect(JSON.stringify(request.body)).toContain('4000');
  // Checkout opens with the offer's contact e-mail.
  expect(JSON.stringify(request.body)).toContain('"customer_email":"rosalind@kings.test"');
  const orderId = session.client_reference_id!;
  const db = await getDb();
  const [pending] = await db.select().from(orders).where(eq(orders.id, orderId));
  expect(pending).toMatchObject({ status: 'pending', totalCents: 244_100, paymentMethod: 'card', offerId });

  const completed = stripeEvent('checkout.session.completed', {
    id: session.id,
    object: 'checkout.session',
    client_reference_id: orderId,
    metadata: session.metadata,
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    amount_total: 244_100,
    currency: 'usd',
    payment_intent: 'pi_test_offer_1',
    customer_details: { email: 'rosalind@kings.test', name: 'Rosalind Franklin' },
  });
  expect((await deliver(completed)).json.outcome).toBe('paid');
  expect((await deliver(completed)).json.outcome).toBe('duplicate');
  const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
  expect(paid.status).toBe('paid');
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  expect(offer.status).toBe('accepted');
  // Paying again after acceptance is refused; still one order.
  const again = await callRoute(acceptCardRoute, { method: 'POST', params: { token }, body: { version: 1 }, headers: { origin: TEST_ORIGIN } });
  expect(again.status).toBe(409);
  expect(await db.select().from(orders).where(eq(orders.offerId, offerId))).toHaveLength(1);

  // SMTP comes up: the offer e-mail goes out once, with its PDF.
  const smtp = await callRoute(putSmtp, { method: 'PUT', body: { host: '127.0.0.1', port: sink.port, secure: false, user: '', fromEmail: 'shop@bioark.test', toEmails: 'sales@bioark.test' }, headers: h });
  expect(smtp.status).toBe(200);
  expect(await drain()).toBeGreaterThan(0);
  expect(await drain()).toBe(0);
  const offerMails = sink.messages.filter((m) => m.rcptTo.includes('rosalind@kings.test') && /Your BioArk offer Q-/.test(m.subject));
  expect(offerMails).toHaveLength(1);
  expect(offerMails[0].raw).toMatch(/Content-Type: application\/pdf; name=Offer_Q-\d{6}_v1\.pdf/);
  expect(offerMails[0].html).toContain(`/offers/${token}`);
});
