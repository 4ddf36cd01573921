import { redirect } from 'next/navigation';

// /account/orders: the orders are the account's first section, at /account (an order's page is /account/orders/{id}).
export default function AccountOrdersIndex(): never {
  redirect('/account');
}
