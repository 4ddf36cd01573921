// GET /api/admin/offers/products?q=… — the offer editor's product lookup (docs/offers.md): up to 20 products whose
// catalogue number, name or description contains q, the exact catalogue number first.
import { withAdmin } from '@/lib/api/handler';
import { searchOfferPicker } from '@/lib/server/offer-picker';
import { offerPickerQuerySchema } from '@/lib/validations/offers';

export const GET = withAdmin(async ({ query }) => ({ products: await searchOfferPicker(query.q) }), { query: offerPickerQuerySchema });
