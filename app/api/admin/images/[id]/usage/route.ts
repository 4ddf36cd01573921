import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { findMediaUsage } from '@/lib/server/media';

// GET /api/admin/images/{id}/usage — the products, services and blog posts whose public page shows the image (the
// first MEDIA_USAGE_LIMIT, products first, and the total), for the Delete confirmation of the Media tab
export const GET = withAdmin(async ({ params }) => {
  const usage = await findMediaUsage(params.id);
  if (!usage) throw notFound('Image not found');
  return { usage };
});
