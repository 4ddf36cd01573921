import { withAdmin } from '@/lib/api/handler';
import { previewBulkCoas } from '@/lib/server/documents';
import { bulkPreviewSchema } from '@/lib/validations/documents';

// POST /api/admin/documents/bulk-preview — which {catalogNumber}_{lot}.pdf files match a product; nothing is stored
export const POST = withAdmin(async ({ body }) => previewBulkCoas(body), { body: bulkPreviewSchema });
