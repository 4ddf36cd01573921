import { withAdmin } from '@/lib/api/handler';
import { siteOrigin } from '@/lib/server/request-info';
import { sendOffer } from '@/lib/server/offers';

// POST /api/admin/offers/{id}/send — freeze the draft, e-mail the link and the PDF, supersede earlier versions
export const POST = withAdmin(async ({ req, params, admin }) => sendOffer(params.id, admin, siteOrigin(req)));
