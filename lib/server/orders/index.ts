import 'server-only';
// Orders: server-priced checkout, payment events (Stripe webhook and demo Pay share one fulfilment), and the
// admin reads. Rules (docs/architecture.md "never relaxed", docs/security.md item 10–15, R4, R5):
// - every line is priced from the database; the browser's prices and names are ignored;
// - the pending order is written first, then the checkout session is created with an idempotency key derived
//   from the order id, so a retry can never create a second session;
// - each payment event id is recorded in the same transaction as the order update: duplicates, also parallel
//   ones, change nothing; confirmation e-mails are outbox rows with a unique dedupe key.
//
// One module per concern; internal.ts (row types, the order line mapping) is not part of the public API.
export { isOrderId, orderReference } from '@/lib/server/orders/internal';
export * from '@/lib/server/orders/cart-products';
export * from '@/lib/server/orders/checkout';
export * from '@/lib/server/orders/payment-events';
export * from '@/lib/server/orders/demo';
export * from '@/lib/server/orders/reads';
