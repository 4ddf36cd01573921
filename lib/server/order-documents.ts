import 'server-only';
// The stored PDFs of an order paid by purchase order (docs/offers.md §3–4): the customer's PO and the shop's
// invoice. One storage read serves the admin's download (GET /api/admin/orders/{id}/documents/{po|invoice}) and
// the customer's invoice download from the account order page and from the offer link. Who may read which order
// is decided by the caller (admin session, the order's owner, the offer's token) before it comes here: this module
// only turns an order row the caller is allowed to see into bytes.
import { getStorage, isStorageUnavailableError } from '@/lib/adapters/storage';
import { notFound, serviceUnavailable } from '@/lib/api/errors';
import { invoiceFileName } from '@/lib/domain/documents';
import { log } from '@/lib/logger';

export type OrderDocumentKind = 'po' | 'invoice';

/** The columns of `orders` a document read needs (never sent to a customer: the keys stay on the server). */
export interface OrderDocumentRow {
  id: string;
  poDocumentKey: string | null;
  invoiceDocumentKey: string | null;
  invoiceNumber: string | null;
}

/** The 404 of a customer's invoice download before the shop invoiced the order (or for a card order). */
export const NO_INVOICE_YET = 'No invoice has been issued for this order yet.';
/** …and when the order was invoiced but its file is missing from storage (a fault, logged). */
export const INVOICE_FILE_MISSING = 'The invoice file is not available at the moment. Please contact us and we will send it again.';
export const ORDER_DOCUMENT_STORAGE_DOWN = 'Document storage is temporarily unavailable. Please try again in a moment.';

/**
 * The bytes of an order's PO or invoice PDF; null when the order has none or its file is missing from storage
 * (logged: a stored key without its file is a fault). Storage being down is a 503, not a missing file.
 */
export async function readOrderDocument(order: Pick<OrderDocumentRow, 'id' | 'poDocumentKey' | 'invoiceDocumentKey'>, which: OrderDocumentKind): Promise<Buffer | null> {
  const key = which === 'po' ? order.poDocumentKey : order.invoiceDocumentKey;
  if (!key) return null;
  let bytes: Buffer | null;
  try {
    bytes = await (await getStorage()).get(key);
  } catch (err) {
    if (isStorageUnavailableError(err)) {
      log.error('order document storage unavailable', { orderId: order.id, which, err });
      throw serviceUnavailable(ORDER_DOCUMENT_STORAGE_DOWN);
    }
    throw err;
  }
  if (!bytes) log.error('order document missing from storage', { orderId: order.id, which });
  return bytes;
}

/** The invoice PDF a customer downloads, named after its number (`invoiceFileName`); 404 (NO_INVOICE_YET) before there is one. */
export async function readCustomerInvoice(order: OrderDocumentRow): Promise<{ bytes: Buffer; downloadName: string }> {
  if (!order.invoiceNumber || !order.invoiceDocumentKey) throw notFound(NO_INVOICE_YET);
  const bytes = await readOrderDocument(order, 'invoice');
  if (!bytes) throw notFound(INVOICE_FILE_MISSING);
  return { bytes, downloadName: invoiceFileName(order.invoiceNumber) };
}
