// GET /api/offers/{token}/invoice[?latest=1] — the invoice PDF of the order the offer page with the same token
// (and `latest`) shows, for whoever holds the e-mailed link (no account needed; docs/offers.md §3). The token is
// checked as everywhere under /api/offers/{token}: unknown or malformed 404, expired or superseded 410, without
// detail; no order or no invoice yet 404 with a message. Every answer is private, no-store: it stands for a secret.
import { tokenPdfRoute } from '@/lib/api/token-pdf-route';
import { getOfferInvoice } from '@/lib/server/offers';

export const dynamic = 'force-dynamic';

export const GET = tokenPdfRoute(getOfferInvoice);
