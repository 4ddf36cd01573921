'use client';
// Browser side of the checkout (docs/requirements.md §4 Checkout, §7, §8): posts the payable cart lines and follows the URL
// that comes back. The server prices everything itself; the price sent here is the cart's, kept only because
// docs/requirements.md §7 names it. A retry of the same cart reuses one checkout key, so it cannot create a second session.
import { SHIPPING_CENTS, type CartLine } from '@/lib/domain/cart';

const CHECKOUT_KEY_STORAGE = 'bioark_checkout_key';

function newKey(): string {
  const raw = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return raw.replace(/[^A-Za-z0-9_-]/g, '');
}

/** One key per browser tab session; forgotten after a successful payment. */
export function checkoutKey(): string {
  try {
    const existing = window.sessionStorage.getItem(CHECKOUT_KEY_STORAGE);
    if (existing && /^[A-Za-z0-9_-]{8,100}$/.test(existing)) return existing;
    const key = newKey();
    window.sessionStorage.setItem(CHECKOUT_KEY_STORAGE, key);
    return key;
  } catch {
    return newKey();
  }
}

export function forgetCheckoutKey(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // storage disabled: nothing to forget
  }
}

function readableError(text: string): string {
  try {
    const data = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof data.error === 'string' && data.error) return data.error;
    if (typeof data.message === 'string' && data.message) return data.message;
  } catch {
    // not JSON: show the text itself
  }
  return text.trim().slice(0, 300);
}

/** Creates the checkout session; a non-OK answer throws 'Failed to create session: {response text}'. */
export async function createCheckoutSession(lines: readonly CartLine[]): Promise<string> {
  const res = await fetch('/stripe-api/create-checkout-session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      items: lines.map((l) => ({
        id: l.id,
        name: l.name,
        price: l.priceCents,
        quantity: l.quantity,
        imageUrl: l.imageUrl,
        variant: l.variant,
      })),
      // Paths: the server places them on the origin this page was reached at (or SITE_URL).
      successUrl: '/cart?success=1',
      cancelUrl: '/cart?canceled=1',
      shippingCents: SHIPPING_CENTS,
      checkoutKey: checkoutKey(),
    }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Failed to create session: ${readableError(text) || `HTTP ${res.status}`}`);
  const data = JSON.parse(text) as { url?: unknown };
  if (typeof data.url !== 'string' || !data.url) throw new Error('Failed to create session: no checkout URL was returned');
  return data.url;
}
