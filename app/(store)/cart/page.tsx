import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CartView, type CartReturnStatus } from '@/components/cart/cart-view';

// The cart is personal: rendered per request and never stored by a shared cache (docs/security.md item 30).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Cart', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function flag(v: string | string[] | undefined): boolean {
  if (v === undefined) return false;
  const s = Array.isArray(v) ? v[0] : v;
  return !/^(0|false|no)$/i.test(s ?? '');
}

export default async function CartPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const sp = await searchParams;
  // docs/requirements.md §2: the query flags success and canceled (set by the payment page's return URLs).
  const status: CartReturnStatus = flag(sp.success) ? 'success' : flag(sp.canceled) ? 'canceled' : null;
  return <CartView returnStatus={status} />;
}
