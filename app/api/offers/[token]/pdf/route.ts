// GET /api/offers/{token}/pdf[?latest=1] — the offer PDF as sent, of the version the offer page with the same token
// (and `latest`) shows (docs/offers.md §3): unknown or malformed token 404, an expired open offer or a superseded
// version 410, without detail. Every answer is private, no-store: the token stands for a secret.
import { tokenPdfRoute } from '@/lib/api/token-pdf-route';
import { getOfferPdf } from '@/lib/server/offers';

export const dynamic = 'force-dynamic';

export const GET = tokenPdfRoute(getOfferPdf);
