import { withAdmin } from '@/lib/api/handler';
import { markOrderInvoiced } from '@/lib/server/offers';
import { markInvoicedSchema, PDF_UPLOAD_MAX_BODY_BYTES } from '@/lib/validations/offers';

// POST /api/admin/orders/{id}/invoice — record the invoice (number + PDF) of a PO order and e-mail it to the customer
export const POST = withAdmin(
  async ({ params, body, admin }) => {
    await markOrderInvoiced(params.id, body, admin);
    return { ok: true };
  },
  { body: markInvoicedSchema, maxBodyBytes: PDF_UPLOAD_MAX_BODY_BYTES },
);
