import { withAdmin } from '@/lib/api/handler';
import { listDocuments } from '@/lib/server/documents';
import { listDocumentsQuerySchema } from '@/lib/validations/documents';

// GET /api/admin/documents?productId= | ?orphaned=1 — a product's SDS versions and COAs, or those of deleted products
export const GET = withAdmin(
  async ({ query }) => ({ documents: await listDocuments({ productId: query.productId, orphaned: Boolean(query.orphaned) }) }),
  { query: listDocumentsQuerySchema },
);
