// An order's payment method and, for a purchase order, its PO number and the invoice once issued (number, date and
// a download link), as rows of the caller's <dl>. The customer's offer page and account order page print this one
// block (docs/offers.md §3); each passes the invoice route its visitor may use (`invoiceHref`): the account's
// /api/account/orders/{id}/invoice or the offer link's /api/offers/{token}/invoice.
import { DownloadIcon } from '@/components/icons/download';
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';
import { formatDate } from '@/lib/domain/dates';

export interface PurchaseOrderFactsOrder {
  paymentMethod: 'card' | 'po';
  poNumber: string | null;
  invoiceNumber: string | null;
  invoicedAt: string | null;
}

const LABEL = 'text-muted-foreground';
/** Label left, value right, as in a narrow card (the offer page's order card). */
const SPLIT_ROW = 'flex justify-between gap-4';

/**
 * `rowClassName` lays out each label/value pair (default: label left, value right). `invoiceHref`, where the
 * invoice PDF downloads from on this page, adds "Download invoice (PDF)" under the invoice number once there is one.
 */
export function PurchaseOrderFacts({ order, rowClassName = SPLIT_ROW, invoiceHref }: { order: PurchaseOrderFactsOrder; rowClassName?: string; invoiceHref?: string }) {
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
          <dd className={`min-w-0${rowClassName === SPLIT_ROW ? ' text-right' : ''}`}>
            <span className="block font-mono break-all" data-testid="invoice-number">
              {order.invoiceNumber}
            </span>
            {invoiceHref ? (
              <a
                href={invoiceHref}
                type="application/pdf"
                className="mt-1 inline-flex items-start gap-1.5 font-medium text-primary underline-offset-4 hover:underline print:hidden"
                data-testid="invoice-download"
              >
                <DownloadIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Download invoice (PDF)
              </a>
            ) : null}
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
