// The GET handler of a PDF behind an offer's e-mailed token (/api/offers/{token}/pdf and /invoice, docs/offers.md
// §3): `?latest=1` asks for the version the page shows, the file is a download, and every answer — the PDF and the
// 404/410 refusals alike — is private, no-store, since the token stands for a secret.
import type { NextRequest } from 'next/server';
import { NO_STORE, withPublic } from '@/lib/api/handler';
import { pdfResponse } from '@/lib/server/documents';

type PdfFile = { bytes: Buffer; downloadName: string };

export function tokenPdfRoute(load: (token: string, opts: { latest: boolean }) => Promise<PdfFile>) {
  const handler = withPublic(async ({ params, query }) => pdfResponse(await load(params.token, { latest: query.latest === '1' }), { download: true, cache: NO_STORE }));
  return async function GET(req: NextRequest, ctx: Parameters<typeof handler>[1]): Promise<Response> {
    const res = await handler(req, ctx);
    if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', NO_STORE);
    return res;
  };
}
