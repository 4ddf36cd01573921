import 'server-only';
// Shared by the order modules: row types, the order id check and reference, and the order line mapping.
import type { Db } from '@/db/client';
import { orderLines, orders, products } from '@/db/schema';
import type { OrderLine } from '@/lib/types/orders';
import { isUuid } from '@/lib/domain/ids';

type ProductRow = typeof products.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type { OrderRow, ProductRow, Tx };

export function isOrderId(value: string | null | undefined): value is string {
  return Boolean(value && isUuid(value));
}

export function orderReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

export function toOrderLine(l: OrderLineRow): OrderLine {
  return {
    id: l.id,
    productId: l.productId,
    catalogNumber: l.catalogNumber,
    name: l.name,
    variant: l.variant,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    lineTotalCents: l.lineTotalCents,
  };
}
