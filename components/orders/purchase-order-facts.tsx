// An order's payment method and, for a purchase order, its PO number and the invoice once issued (number and
// date), as rows of the caller's <dl>. The customer's offer page and account order page print this one block
// (docs/offers.md §3). There is no invoice link: the invoice reaches the customer as an e-mail attachment only.
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';
import { formatDate } from '@/lib/domain/dates';

export interface PurchaseOrderFactsOrder {
  paymentMethod: 'card' | 'po';
  poNumber: string | null;
  invoiceNumber: string | null;
  invoicedAt: string | null;
}

const LABEL = 'text-muted-foreground';

/** `rowClassName` lays out each label/value pair (default: label left, value right, as in a narrow card). */
export function PurchaseOrderFacts({ order, rowClassName = 'flex justify-between gap-4' }: { order: PurchaseOrderFactsOrder; rowClassName?: string }) {
  return (
    <>
      <div className={rowClassName}>
        <dt className={LABEL}>Payment method</dt>
        <dd data-testid="payment-method">{PAYMENT_METHOD_LABEL[order.paymentMethod]}</dd>
      </div>
      {order.poNumber ? (
        <div className={rowClassName}>
          <dt className={LABEL}>PO number</dt>
          <dd className="min-w-0 font-mono break-all" data-testid="po-number">
            {order.poNumber}
          </dd>
        </div>
      ) : null}
      {order.invoiceNumber ? (
        <div className={rowClassName}>
          <dt className={LABEL}>Invoice</dt>
          <dd className="min-w-0 font-mono break-all" data-testid="invoice-number">
            {order.invoiceNumber}
          </dd>
        </div>
      ) : null}
      {order.invoiceNumber && order.invoicedAt ? (
        <div className={rowClassName}>
          <dt className={LABEL}>Invoice date</dt>
          <dd data-testid="invoice-date">
            <time dateTime={order.invoicedAt}>{formatDate(order.invoicedAt)}</time>
          </dd>
        </div>
      ) : null}
    </>
  );
}
