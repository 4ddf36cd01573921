// Which signed payment events may touch an order (docs/security.md item 31, Stripe's fulfilment guide).
import { paymentEventMismatch, type PayableOrderFacts, type PaymentEventFacts } from '@/lib/domain/checkout';

const order: PayableOrderFacts = { mode: 'stripe', stripeSessionId: 'cs_live_order', totalCents: 300_400, currency: 'usd' };
const paid: PaymentEventFacts = { type: 'checkout.session.completed', source: 'stripe', sessionId: 'cs_live_order', amountTotal: 300_400, currency: 'usd', checkoutMode: 'payment' };

test.each<[string, Partial<PaymentEventFacts>, Partial<PayableOrderFacts>, RegExp | null]>([
  ['the stored session, the exact amount and currency: accepted', {}, {}, null],
  ['currency in capitals is the same currency', { currency: 'USD' }, {}, null],
  ['another session (a Payment Link naming the order)', { sessionId: 'cs_live_payment_link' }, {}, /not the one stored/],
  ['an order whose session was never stored', {}, { stripeSessionId: null }, /not the one stored/],
  ['$1 for a $3,004 order', { amountTotal: 100 }, {}, /amount 100 is not the order total 300400/],
  ['no amount at all', { amountTotal: null }, {}, /amount missing/],
  ['another currency', { currency: 'eur' }, {}, /currency eur/],
  ['a subscription session', { checkoutMode: 'subscription' }, {}, /mode subscription/],
  ['a Stripe event for a demo order', {}, { mode: 'demo' }, /a stripe event for a demo order/],
  ['a demo event for a Stripe order', { source: 'demo' }, {}, /a demo event for a stripe order/],
  ['an expired session: only session and provider matter', { type: 'checkout.session.expired', amountTotal: null, checkoutMode: null }, {}, null],
  ['an expired session of another order', { type: 'checkout.session.expired', sessionId: 'cs_other' }, {}, /not the one stored/],
  ['async success must match the amount too', { type: 'checkout.session.async_payment_succeeded', amountTotal: 1 }, {}, /amount 1/],
])('%s', (_label, event, stored, expected) => {
  const reason = paymentEventMismatch({ ...paid, ...event }, { ...order, ...stored });
  if (expected) expect(reason).toMatch(expected);
  else expect(reason).toBeNull();
});
