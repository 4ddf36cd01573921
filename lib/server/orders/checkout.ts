import 'server-only';
// Server-priced checkout: the pending order first, then the hosted session with an idempotency key derived
// from the order id, so a retry can never create a second session.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { orderLines, orders } from '@/db/schema';
import { ApiError, badRequest, serviceUnavailable } from '@/lib/api/errors';
import { PaymentProviderError, PaymentProviderUnavailableError, getPayments, type PaymentMode } from '@/lib/adapters/payments';
import { calculateCartTotals } from '@/lib/domain/cart';
import { mergePricedLines, priceCartLine, sameOriginUrl } from '@/lib/domain/checkout';
import { MAX_LINE_QUANTITY } from '@/lib/domain/quick-order';
import { log } from '@/lib/logger';
import type { OrderLine } from '@/lib/types/orders';
import type { CreateCheckoutSessionInput } from '@/lib/validations/checkout';
import { resolveCartProducts } from '@/lib/server/orders/cart-products';
import type { CustomerSession } from '@/lib/server/accounts';
import { checkoutBuyer } from '@/lib/server/checkout-customer';

/** A checkout line priced by the server: the order line's fields and the image shown at the payment page. */
type ServerLine = Pick<OrderLine, 'productId' | 'catalogNumber' | 'name' | 'variant' | 'unitPriceCents' | 'quantity'> & { imageUrl: string | null };

interface ItemError {
  index: number;
  id: string;
  message: string;
}

/** Prices the submitted items from the database; any unknown, quote-only or unpriced item is a 400. */
async function priceCheckoutItems(items: CreateCheckoutSessionInput['items']): Promise<ServerLine[]> {
  const resolved = await resolveCartProducts(items.map((i) => i.id));
  const errors: ItemError[] = [];
  const lines: ServerLine[] = [];
  items.forEach((item, index) => {
    const id = item.id.trim();
    const product = resolved.get(id);
    if (!product) {
      errors.push({ index, id, message: `Unknown product: ${id.slice(0, 80)}` });
      return;
    }
    const priced = priceCartLine(product, item.variant);
    if (!priced.ok) {
      errors.push({ index, id, message: priced.message });
      return;
    }
    lines.push({
      productId: product.id,
      catalogNumber: product.catalogNumber,
      name: product.name,
      variant: priced.variant,
      unitPriceCents: priced.unitPriceCents,
      quantity: item.quantity,
      imageUrl: product.images[0] ?? null,
    });
  });
  if (errors.length) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw badRequest(`${errors[0].message}${more}`, { itemErrors: errors });
  }
  const merged = mergePricedLines(lines);
  const over = merged.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (over) throw badRequest(`At most ${MAX_LINE_QUANTITY} of ${over.name} (${over.variant}) per order`);
  return merged;
}

/**
 * The idempotency fingerprint of one browser checkout key and one priced cart: a retry of the same checkout
 * finds the same pending order. It is stored beside the order, never used as the order's id: an id derived
 * from client input would let the buyer compute it offline (docs/security.md item 31); order ids are random.
 */
export function checkoutFingerprint(checkoutKey: string, mode: PaymentMode, lines: readonly Pick<ServerLine, 'productId' | 'variant' | 'unitPriceCents' | 'quantity'>[]): string {
  return createHash('sha256')
    .update(JSON.stringify(['bioark-checkout-v2', checkoutKey, mode, lines.map((l) => [l.productId, l.variant, l.unitPriceCents, l.quantity])]))
    .digest('hex');
}

/** The idempotency key sent to Stripe: derived from the order id only (docs/security.md item 15). */
export function checkoutIdempotencyKey(orderId: string): string {
  return `bioark-checkout-${orderId}`;
}

export interface CheckoutResult {
  url: string;
  orderId: string;
  sessionId: string;
  mode: PaymentMode;
}

function absoluteImageUrl(image: string | null, origin: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, origin);
    // Stripe fetches product images itself: only public https URLs are useful.
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

async function writePendingOrder(
  db: Db,
  fingerprint: string | null,
  mode: PaymentMode,
  lines: readonly ServerLine[],
  amounts: { subtotalCents: number; shippingCents: number; totalCents: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const insert = async (key: string | null) => {
      const id = randomUUID();
      const rows = await tx
        .insert(orders)
        .values({ id, status: 'pending', mode, currency: 'usd', checkoutFingerprint: key, ...amounts })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (!rows.length) return null;
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: id,
          productId: l.productId,
          catalogNumber: l.catalogNumber,
          name: l.name,
          variant: l.variant,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          lineTotalCents: l.unitPriceCents * l.quantity,
        })),
      );
      return id;
    };
    if (!fingerprint) return (await insert(null))!;
    const created = await insert(fingerprint);
    if (created) return created;
    // The same cart was submitted before with this key: reuse that order while it is still payable.
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status, mode: orders.mode })
      .from(orders)
      .where(eq(orders.checkoutFingerprint, fingerprint));
    if (existing?.status === 'pending' && existing.mode === mode) return existing.id;
    // That order was paid, cancelled or expired: this is a new purchase.
    return (await insert(null))!;
  });
}

/**
 * POST /stripe-api/create-checkout-session: prices the cart from the database, writes the pending order, then
 * creates the hosted checkout session and stores its id. Answers the URL to redirect to.
 */
export async function createCheckout(
  input: CreateCheckoutSessionInput,
  origin: string,
  opts: { requestOrigin?: string; customer?: CustomerSession | null } = {},
): Promise<CheckoutResult> {
  // Return URLs may name the host the browser used; they are always rebased onto the site's own origin.
  const alsoAccept = opts.requestOrigin ? [opts.requestOrigin] : [];
  const successUrl = sameOriginUrl(input.successUrl, origin, '/cart?success=1', alsoAccept);
  const cancelUrl = sameOriginUrl(input.cancelUrl, origin, '/cart?canceled=1', alsoAccept);
  if (!successUrl) throw badRequest('successUrl must be a page of this site', { fieldErrors: { successUrl: 'Must be on this site' } });
  if (!cancelUrl) throw badRequest('cancelUrl must be a page of this site', { fieldErrors: { cancelUrl: 'Must be on this site' } });

  const lines = await priceCheckoutItems(input.items);
  // The cart's rule on the database prices: every priced line is payable, so shipping is charged when any exists.
  const { subtotalCents, shippingCents, totalCents } = calculateCartTotals(lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity })));

  const payments = getPayments();
  const db = await getDb();
  // A signed-in checkout names the buyer at Stripe (their Stripe Customer, else their e-mail; docs/accounts.md).
  // That is part of the session's parameters, so it is part of the fingerprint too (the same key must never
  // meet different parameters at Stripe).
  const buyer = await checkoutBuyer(opts.customer ?? null, payments);
  const key =
    input.checkoutKey && buyer ? [input.checkoutKey, buyer.email, ...(buyer.stripeCustomerId ? [buyer.stripeCustomerId] : [])].join('\n') : input.checkoutKey;
  const fingerprint = key ? checkoutFingerprint(key, payments.mode, lines) : null;
  const orderId = await writePendingOrder(db, fingerprint, payments.mode, lines, { subtotalCents, shippingCents, totalCents });

  let session;
  try {
    session = await payments.createCheckoutSession(
      {
        orderId,
        currency: 'usd',
        lines: lines.map((l) => ({
          name: l.name,
          variant: l.variant,
          catalogNumber: l.catalogNumber,
          unitAmountCents: l.unitPriceCents,
          quantity: l.quantity,
          imageUrl: absoluteImageUrl(l.imageUrl, origin),
        })),
        shippingCents,
        successUrl,
        cancelUrl,
        origin,
        ...(buyer ? { customerEmail: buyer.email } : {}),
        ...(buyer?.stripeCustomerId ? { stripeCustomerId: buyer.stripeCustomerId } : {}),
      },
      { idempotencyKey: checkoutIdempotencyKey(orderId) },
    );
  } catch (err) {
    if (err instanceof PaymentProviderUnavailableError) {
      log.warn('checkout: payment provider unavailable', { orderId, err: err.cause ?? err });
      throw serviceUnavailable('The payment service is not responding right now. Please try again in a moment — you will not be charged twice.');
    }
    if (err instanceof PaymentProviderError) {
      log.error('checkout: payment provider refused the session', { orderId, err });
      throw new ApiError(502, 'The payment service could not start the checkout. Please try again later.');
    }
    throw err;
  }
  await db.update(orders).set({ stripeSessionId: session.id, updatedAt: new Date() }).where(eq(orders.id, orderId));
  log.info('checkout session created', { orderId, mode: payments.mode, totalCents });
  return { url: session.url, orderId, sessionId: session.id, mode: payments.mode };
}
