// GET /api/account/orders/:id/invoice — the invoice PDF of one of the signed-in customer's orders paid by purchase
// order (docs/offers.md §3), as a download named after the invoice number. Ownership exactly as GET
// /api/account/orders/:id: anyone else's order and an unknown id are the same 404; not signed in 401; before the
// shop invoiced the order 404 with a message. Never stored by a cache (private, no-store), never sniffed.
import { notFound } from '@/lib/api/errors';
import { NO_STORE, withCustomer } from '@/lib/api/handler';
import { getCustomerOrderInvoice } from '@/lib/server/accounts';
import { pdfResponse } from '@/lib/server/documents';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer, params }) => {
  const invoice = await getCustomerOrderInvoice(customer, params.id);
  if (!invoice) throw notFound('Order not found');
  return pdfResponse(invoice, { download: true, cache: NO_STORE });
});
