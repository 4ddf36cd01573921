// The packing slip of an order that does not exist (an old link, a mistyped id): outside the portal layout, as the
// slip itself, with the way back to the orders tab. Rendered on the server through NotFoundHere
// (docs/architecture.md#not-found-pages).
import { PackingSlipNotFound } from '@/components/admin/orders/packing-slip-not-found';

export default function NotFound() {
  return <PackingSlipNotFound />;
}
