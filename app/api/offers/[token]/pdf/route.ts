import { NO_STORE, withPublic } from '@/lib/api/handler';
import { pdfResponse } from '@/lib/server/documents';
import { getOfferPdf } from '@/lib/server/offers';

export const dynamic = 'force-dynamic';

// GET /api/offers/{token}/pdf — the offer PDF as sent (404 for an unknown token, 410 once expired)
export const GET = withPublic(async ({ params }) => pdfResponse(await getOfferPdf(params.token), { download: true, cache: NO_STORE }));
