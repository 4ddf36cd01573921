// Cart rules of docs/requirements.md §3 (Cart item), §4 (Cart), §5 (quantities, payable items) and §9 (storage key, shipping,
// badge). Pure functions over immutable arrays: every operation returns a new array.
import { parsePriceToCents } from './money';

export interface CartLine {
  /** Catalog number or name (docs/requirements.md §3). A line is identified by id plus variant. */
  id: string;
  name: string;
  /** Unit price in integer cents; 0 = no online price. */
  priceCents: number;
  quantity: number;
  imageUrl: string;
  variant: string;
  link: string;
  /** Quote-only items may sit in the cart but are never paid online (docs/requirements.md §6). */
  quoteOnly?: boolean;
  catalogNumber?: string;
}

export type CartItemInput = Omit<CartLine, 'quantity'>;

export interface CartTotals {
  /** Sum of price × quantity over the payable lines. */
  subtotalCents: number;
  /** docs/requirements.md §9: flat 4000 cents, charged only when payable items exist. */
  shippingCents: number;
  /** Estimated total = subtotal + shipping. */
  totalCents: number;
  /** Number of units across all lines (the header badge). */
  itemCount: number;
  payableLineCount: number;
  hasPayable: boolean;
}

export const CART_STORAGE_KEY = 'bioark_cart_v1';
export const SHIPPING_CENTS = 4000;
export const MIN_QTY = 1;
export const MAX_QTY = 999;
export const CART_BADGE_CAP = 99;

/** docs/requirements.md §8: the message when checkout is pressed with nothing payable. */
export const NO_PAYABLE_ITEMS_TITLE = 'Cannot checkout';
export const NO_PAYABLE_ITEMS_MESSAGE = 'No payable items in the cart (quote-based items are not eligible for online payment).';
export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful. Thank you for your purchase!';
export const PAYMENT_CANCELED_MESSAGE = 'You canceled the payment.';

/** A stable key for a line (React key, lookups): id plus variant, unambiguous whatever the strings contain. */
export function cartLineKey(id: string, variant: string): string {
  return JSON.stringify([id, variant]);
}

/** docs/requirements.md §5 / §9: a quantity stays between 1 and 999; fractions are floored, anything non-numeric becomes 1. */
export function clampProductQuantity(n: number): number {
  const value = typeof n === 'number' ? n : Number(n);
  if (!Number.isFinite(value)) return MIN_QTY;
  return Math.min(MAX_QTY, Math.max(MIN_QTY, Math.floor(value)));
}

function sameLine(line: CartLine, id: string, variant: string): boolean {
  return line.id === id && line.variant === variant;
}

/**
 * docs/requirements.md §4: adding an item whose id and variant match an existing line increases that line's quantity by the
 * amount added (default 1); otherwise a new line is appended. The result stays within 1..999.
 */
export function addCartLine(lines: readonly CartLine[], item: CartItemInput, quantity = 1): CartLine[] {
  const amount = clampProductQuantity(quantity);
  const index = lines.findIndex((l) => sameLine(l, item.id, item.variant));
  if (index === -1) return [...lines, { ...item, quantity: amount }];
  return lines.map((l, i) => (i === index ? { ...l, quantity: clampProductQuantity(l.quantity + amount) } : l));
}

/** docs/requirements.md §4: updating a quantity clamps it to at least 1 (and, docs/requirements.md §9, at most 999). */
export function updateCartLineQuantity(lines: readonly CartLine[], id: string, variant: string, quantity: number): CartLine[] {
  const next = clampProductQuantity(quantity);
  return lines.map((l) => (sameLine(l, id, variant) ? { ...l, quantity: next } : l));
}

/** docs/requirements.md §4: removing deletes the line matching id and variant. */
export function removeCartLine(lines: readonly CartLine[], id: string, variant: string): CartLine[] {
  return lines.filter((l) => !sameLine(l, id, variant));
}

/** docs/requirements.md §5: only items with a price above 0 are payable; docs/requirements.md §6: quote-only items are not purchasable. */
export function isPayableLine(line: Pick<CartLine, 'priceCents' | 'quoteOnly'>): boolean {
  return Number.isFinite(line.priceCents) && line.priceCents > 0 && line.quoteOnly !== true;
}

/** The lines sent to checkout (the server re-prices them; docs/requirements.md §7 create-checkout-session). */
export function payableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter(isPayableLine);
}

/**
 * docs/requirements.md §9: subtotal = price × quantity; flat shipping 4000 cents only when payable items exist; estimated
 * total = subtotal + shipping. Decision: the subtotal counts payable lines only — a quote-only line has no
 * online price and is never charged, so it must not inflate the amount the visitor is about to pay.
 * The cart page and the checkout (on the lines it priced from the database) both total with this rule.
 */
export function calculateCartTotals(lines: readonly Pick<CartLine, 'priceCents' | 'quantity' | 'quoteOnly'>[]): CartTotals {
  let subtotalCents = 0;
  let itemCount = 0;
  let payableLineCount = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    if (isPayableLine(line)) {
      payableLineCount += 1;
      subtotalCents += line.priceCents * line.quantity;
    }
  }
  const hasPayable = payableLineCount > 0;
  const shippingCents = hasPayable ? SHIPPING_CENTS : 0;
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents, itemCount, payableLineCount, hasPayable };
}

/** docs/requirements.md §2 header: the cart icon shows the item count, as 99+ above 99; nothing for an empty cart. */
export function formatCartBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(whole);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { id, name, quantity } = value;
  if (typeof id !== 'string' || id.trim() === '') return null;
  if (typeof name !== 'string') return null;
  const qty = typeof quantity === 'number' ? quantity : typeof quantity === 'string' && quantity.trim() !== '' ? Number(quantity) : NaN;
  if (!Number.isFinite(qty)) return null;

  let priceCents: number;
  if (typeof value.priceCents === 'number') {
    if (!Number.isFinite(value.priceCents) || value.priceCents < 0) return null;
    priceCents = Math.round(value.priceCents);
  } else if (typeof value.price === 'number' || typeof value.price === 'string') {
    // A cart saved by the original site under the same key held `price` in dollars (docs/requirements.md §3 "number in cart").
    priceCents = parsePriceToCents(value.price);
  } else {
    return null;
  }

  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const line: CartLine = {
    id,
    name,
    priceCents,
    quantity: clampProductQuantity(qty),
    imageUrl: str(value.imageUrl),
    variant: str(value.variant),
    link: str(value.link),
  };
  if (typeof value.quoteOnly === 'boolean') line.quoteOnly = value.quoteOnly;
  if (typeof value.catalogNumber === 'string') line.catalogNumber = value.catalogNumber;
  return line;
}

/**
 * docs/requirements.md §4: the cart is restored from local storage on load; an unreadable stored value means an empty cart.
 * Malformed lines are dropped one by one; two stored lines with the same id and variant are merged.
 */
export function parseStoredCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let lines: CartLine[] = [];
  for (const entry of data) {
    const line = readLine(entry);
    if (!line) continue;
    const { quantity, ...item } = line;
    lines = addCartLine(lines, item, quantity);
  }
  return lines;
}
