'use server';
// Demo checkout actions. Server actions are public endpoints (docs/security.md item 4): payDemoOrder/cancelDemoOrder
// refuse unless demo payments are active (never with a Stripe key) and the order is a demo order.
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { formatZodError } from '@/lib/api/handler';
import { cancelDemoOrder, payDemoOrder } from '@/lib/server/orders';
import { siteOriginOfThisRequest } from '@/lib/server/request-info';
import { demoPaymentSchema } from '@/lib/validations/checkout';
import type { DemoPayState } from '@/components/cart/demo-checkout-form';


export async function payDemoAction(orderId: string, _prev: DemoPayState, formData: FormData): Promise<DemoPayState> {
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
  redirect('/cart?success=1');
}

export async function cancelDemoAction(orderId: string): Promise<void> {
  try {
    await cancelDemoOrder(orderId);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  }
  redirect('/cart?canceled=1');
}
