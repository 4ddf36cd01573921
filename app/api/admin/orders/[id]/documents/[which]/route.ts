import { notFound } from '@/lib/api/errors';
import { NO_STORE, withAdmin } from '@/lib/api/handler';
import { pdfResponse } from '@/lib/server/documents';
import { getOrderDocument } from '@/lib/server/offers';

// GET /api/admin/orders/{id}/documents/{po|invoice} — the purchase order or invoice PDF of an order
export const GET = withAdmin(async ({ params }) => {
  if (params.which !== 'po' && params.which !== 'invoice') throw notFound('No such document');
  return pdfResponse(await getOrderDocument(params.id, params.which), { cache: NO_STORE });
});
