// GET /manuals/{file}.pdf — a manual a visible product lists, generated from the product's data (docs/documents.md
// "Manuals"). Anything else — a name no product lists, a hidden product's, an SDS, '..' or an encoded slash — is a
// plain 404, as /media and /sitemaps answer. The headers are those of the public documents (pdfResponse).
import { pdfResponse } from '@/lib/server/documents';
import { getManualPdf } from '@/lib/server/manuals';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const manual = await getManualPdf((await ctx.params).file);
  return manual ? pdfResponse(manual) : notFound();
}
