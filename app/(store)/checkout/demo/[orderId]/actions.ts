'use server';
// Demo checkout actions. Server actions are public endpoints (docs/security.md item 4): payDemoOrder/cancelDemoOrder
// refuse unless demo payments are active (never with a Stripe key) and the order is a demo order.
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { formatZodError } from '@/lib/api/handler';
import { safeDemoReturn } from '@/lib/adapters/payments/demo';
import { cancelDemoOrder, payDemoOrder } from '@/lib/server/orders';
import { siteOriginOfThisRequest } from '@/lib/server/request-info';
import { demoPaymentSchema } from '@/lib/validations/checkout';
import type { DemoPayState } from '@/components/cart/demo-checkout-form';


// `returnTo` is bound on the page but arrives from the browser: only an offer page's path is followed.
export async function payDemoAction(orderId: string, returnTo: string | null, _prev: DemoPayState, formData: FormData): Promise<DemoPayState> {
  const values = Object.fromEntries(['email', 'name', 'line1', 'city', 'postalCode', 'country'].map((k) => [k, String(formData.get(k) ?? '')]));
  const parsed = demoPaymentSchema.safeParse(values);
  if (!parsed.success) {
    const { fieldErrors } = formatZodError(parsed.error);
    return { message: 'Please check the highlighted fields.', fieldErrors, values };
  }
  try {
    await payDemoOrder(orderId, parsed.data, await siteOriginOfThisRequest());
  } catch (err) {
    if (err instanceof ApiError) return { message: err.message, values };
    throw err;
  }
  redirect(safeDemoReturn(returnTo) ?? '/cart?success=1');
}

export async function cancelDemoAction(orderId: string, returnTo: string | null): Promise<void> {
  try {
    await cancelDemoOrder(orderId);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  const back = safeDemoReturn(returnTo);
  redirect(back ? back.replace(/\?paid=1$/, '') : '/cart?canceled=1');
}
