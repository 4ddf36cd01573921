// Customer account rules (docs/accounts.md), pure and table-tested (tests/unit/domain/accounts.test.ts):
// e-mail normalisation for ownership, the sign-in token lifecycle, and reorder at today's prices.
import type { CartItemInput } from '@/lib/domain/cart';
import { priceCartLine, type PriceableProduct } from '@/lib/domain/checkout';
import { productPath } from '@/lib/domain/catalog';
import { hasControlCharacters, isSafeEmailAddress, MAX_EMAIL_LENGTH } from '@/lib/domain/email-address';
import type { OrderLine } from '@/lib/types/orders';

/** A sign-in link works for 15 minutes. */
export const SIGN_IN_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A customer session lasts 30 days unless signed out. */
export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Links per address (e-mail) and per client network address, per window. */
export const SIGN_IN_LINKS_PER_EMAIL = 3;
export const SIGN_IN_REQUESTS_PER_CLIENT = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** The one answer to a sign-in request, whether the address is known or not. */
export const SIGN_IN_SENT_MESSAGE = 'If this address can receive e-mail, a sign-in link is on its way. It works once, for 15 minutes.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid, has expired or was already used. Please ask for a new one.';

/**
 * The address that owns orders and an account: surrounding spaces dropped and lower-cased. Nothing else is
 * changed — plus-tags and dots are different addresses (a+x@lab.test is not a@lab.test). Null when the
 * value is not one plain, safe address.
 */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string' || hasControlCharacters(value)) return null;
  const email = value.trim().toLowerCase();
  if (!email || email.length > MAX_EMAIL_LENGTH || !isSafeEmailAddress(email)) return null;
  return email;
}

export type TokenState = 'valid' | 'expired' | 'used' | 'unknown';

/** Whether a stored sign-in token may be exchanged for a session at `now`. */
export function signInTokenState(row: { expiresAt: Date; usedAt: Date | null } | null | undefined, now: Date): TokenState {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** A token as it arrives in a link: 43 base64url characters (32 random bytes). Anything else is refused unread. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Where a sign-in returns to when the page that asked for it named none (or an unsafe one). */
export const ACCOUNT_HOME = '/account';

/**
 * The page a sign-in link returns to (docs/accounts.md "Back to the page that asked"): a path of this site, read
 * from `?next=` and carried in the link's #fragment. Anything that could leave the site or loop is refused and
 * the account's home is used instead: absolute or protocol-relative addresses, backslashes, spaces and control
 * characters, dot segments that resolve elsewhere, the API, the admin portal and the sign-in pages themselves.
 */
export function safeAccountNext(next: unknown): string {
  if (typeof next !== 'string' || !next || next.length > 512) return ACCOUNT_HOME;
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(next)) return ACCOUNT_HOME;
  let url: URL;
  try {
    url = new URL(next, 'http://x.invalid');
  } catch {
    return ACCOUNT_HOME;
  }
  if (url.origin !== 'http://x.invalid') return ACCOUNT_HOME;
  const path = url.pathname;
  if (path.startsWith('//') || /^\/(api|admin|_next)(\/|$)/.test(path) || /^\/account\/(sign-in|verify)(\/|$)/.test(path)) return ACCOUNT_HOME;
  return path + url.search;
}

// ---------------------------------------------------------------------------------------------------------
// Reorder
// ---------------------------------------------------------------------------------------------------------

/** A line of an earlier order, as reorder needs it. */
export type PastOrderLine = Pick<OrderLine, 'productId' | 'catalogNumber' | 'name' | 'variant' | 'unitPriceCents' | 'quantity'>;

export interface CurrentProduct extends PriceableProduct {
  id: string;
  slug: string;
  catalogNumber: string;
  hidden: boolean;
  images: readonly string[];
}

export interface ReorderLine {
  item: CartItemInput;
  quantity: number;
  /** What the order paid per unit, when today's price differs. */
  previousUnitPriceCents: number | null;
}

export interface UnavailableLine {
  name: string;
  variant: string;
  quantity: number;
  reason: 'no-longer-sold' | 'option-no-longer-sold' | 'quote-only' | 'no-price';
  message: string;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  unavailable: UnavailableLine[];
}

/**
 * The cart lines that repeat a past order: the same products and options at today's prices. A product that
 * is gone or hidden, an option no longer offered, a product now quote-only or without a price is reported
 * as unavailable instead. Lines of the same product and option are merged.
 */
export function planReorder(pastLines: readonly PastOrderLine[], current: ReadonlyMap<string, CurrentProduct>): ReorderPlan {
  const lines: ReorderLine[] = [];
  const unavailable: UnavailableLine[] = [];
  for (const past of pastLines) {
    const product = current.get(past.productId);
    const base = { name: past.name, variant: past.variant, quantity: past.quantity };
    if (!product || product.hidden) {
      unavailable.push({ ...base, reason: 'no-longer-sold', message: `${past.name} is no longer sold` });
      continue;
    }
    const priced = priceCartLine(product, past.variant);
    if (!priced.ok) {
      const reason = priced.reason === 'unknown-option' ? 'option-no-longer-sold' : priced.reason;
      const message =
        reason === 'option-no-longer-sold'
          ? `${product.name} is no longer sold as “${past.variant}”`
          : reason === 'quote-only'
            ? `${product.name} is now quote-only: please request a quote`
            : `${product.name} has no online price today: please request a quote`;
      unavailable.push({ ...base, name: product.name, reason, message });
      continue;
    }
    const same = lines.find((l) => l.item.id === (product.catalogNumber || product.name) && l.item.variant === priced.variant);
    if (same) {
      same.quantity += past.quantity;
      continue;
    }
    lines.push({
      item: {
        id: product.catalogNumber || product.name,
        name: product.name,
        priceCents: priced.unitPriceCents,
        imageUrl: product.images[0] ?? '',
        variant: priced.variant,
        link: productPath(product.slug),
        quoteOnly: false,
        catalogNumber: product.catalogNumber || undefined,
      },
      quantity: past.quantity,
      previousUnitPriceCents: priced.unitPriceCents === past.unitPriceCents ? null : past.unitPriceCents,
    });
  }
  return { lines, unavailable };
}
