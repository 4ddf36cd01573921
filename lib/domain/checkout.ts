// Server-side pricing rules of the checkout (docs/requirements.md §4 Product detail view, §5, §9; docs/security.md item 10). Pure:
// the caller passes the product as stored in the database; what the browser said a price is never enters.
import { DEFAULT_OPTION } from '@/lib/domain/catalog';
import { matchOptionLabel } from '@/lib/domain/quick-order';

/** docs/requirements.md §4: 'Default' when a product has no options. */
export const DEFAULT_VARIANT = DEFAULT_OPTION;

export interface PriceableProduct {
  name: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  options: readonly { label: string; priceCents: number | null }[];
}

export type LinePricing =
  | { ok: true; variant: string; unitPriceCents: number }
  | { ok: false; reason: 'quote-only' | 'unknown-option' | 'no-price'; message: string };

/**
 * The unit price of one cart line: the selected option's price when that option has one, otherwise the
 * list price (docs/requirements.md §4). 'Default' (or no variant) means the list price. Only prices above 0 are payable
 * (docs/requirements.md §5), and quote-only products never are (docs/requirements.md §6).
 */
export function priceCartLine(product: PriceableProduct, variant: string | null | undefined): LinePricing {
  if (product.quoteOnly) {
    return { ok: false, reason: 'quote-only', message: `${product.name} is quote-only and cannot be paid online` };
  }
  const wanted = (variant ?? '').trim();
  let label = DEFAULT_VARIANT;
  let cents = product.listPriceCents;
  if (wanted && wanted.toLowerCase() !== DEFAULT_VARIANT.toLowerCase()) {
    const match = matchOptionLabel(
      product.options.map((o) => o.label),
      wanted,
    );
    if (!match) {
      return { ok: false, reason: 'unknown-option', message: `${product.name} is not available as “${wanted.slice(0, 60)}”` };
    }
    const option = product.options.find((o) => o.label === match)!;
    label = option.label;
    cents = option.priceCents ?? product.listPriceCents;
  }
  if (cents === null || !Number.isInteger(cents) || cents <= 0) {
    return { ok: false, reason: 'no-price', message: `${product.name} has no online price; please request a quote` };
  }
  return { ok: true, variant: label, unitPriceCents: cents };
}

export interface PricedLine {
  productId: string;
  variant: string;
  unitPriceCents: number;
  quantity: number;
}

/** Lines for the same product and variant are merged (their quantities added), keeping first-seen order. */
export function mergePricedLines<T extends PricedLine>(lines: readonly T[]): T[] {
  const out: T[] = [];
  for (const line of lines) {
    const same = out.find((l) => l.productId === line.productId && l.variant === line.variant);
    if (same) same.quantity += line.quantity;
    else out.push({ ...line });
  }
  return out;
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}

/**
 * A return URL for Stripe must be on this site (open-redirect and phishing guard). Relative paths are resolved
 * against `origin`; absolute URLs must be on `origin` or on one of `alsoAccept` (e.g. the host the browser
 * used, when it differs from SITE_URL) and are then rebased onto `origin`. Anything else (other hosts,
 * `//evil.example`, `javascript:`) is refused with null.
 */
export function sameOriginUrl(value: string | undefined, origin: string, fallbackPath: string, alsoAccept: readonly string[] = []): string | null {
  const raw = value?.trim() ? value.trim() : fallbackPath;
  const site = new URL(origin);
  let url: URL;
  try {
    url = new URL(raw, site);
  } catch {
    return null;
  }
  const accepted = new Set([site.origin, ...alsoAccept.map(originOf).filter(Boolean)]);
  if (!accepted.has(url.origin) || url.username || url.password) return null;
  return new URL(`${url.pathname}${url.search}${url.hash}`, site).toString();
}

/** What a verified payment event says about a checkout session (lib/adapters/payments/types.ts PaymentEvent). */
export interface PaymentEventFacts {
  type: string;
  /** Who vouches for it: a signed Stripe webhook, or this server's demo checkout. */
  source: 'stripe' | 'demo';
  sessionId: string;
  amountTotal: number | null;
  currency: string | null;
  checkoutMode: string | null;
}

/** What the stored order says. */
export interface PayableOrderFacts {
  mode: string;
  stripeSessionId: string | null;
  totalCents: number;
  currency: string;
}

/**
 * Why a payment event may not touch the order, or null when it may (Stripe's fulfilment guide;
 * docs/security.md item 31): the session must be the one stored on the order, the order must have gone to the same provider,
 * and a payment must be for the order's exact amount and currency, in one-off payment mode. Failed and expired
 * sessions change no money, so only the session and provider are checked for them.
 */
export function paymentEventMismatch(event: PaymentEventFacts, order: PayableOrderFacts): string | null {
  if (!order.stripeSessionId || order.stripeSessionId !== event.sessionId) return 'the session is not the one stored on the order';
  if (order.mode !== event.source) return `a ${event.source} event for a ${order.mode} order`;
  if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') return null;
  if (event.checkoutMode !== 'payment') return `Checkout mode ${event.checkoutMode ?? 'missing'} is not payment`;
  if (event.amountTotal !== order.totalCents) return `amount ${event.amountTotal ?? 'missing'} is not the order total ${order.totalCents}`;
  if ((event.currency ?? '').toLowerCase() !== order.currency.toLowerCase()) return `currency ${event.currency ?? 'missing'} is not ${order.currency}`;
  return null;
}
