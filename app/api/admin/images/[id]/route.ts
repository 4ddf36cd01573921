import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { deleteMedia, getMediaItem } from '@/lib/server/media';

// GET /api/admin/images/{id} — one image (the Media tab polls items still processing)
export const GET = withAdmin(async ({ params }) => {
  const image = await getMediaItem(params.id);
  if (!image) throw notFound('Image not found');
  return { image };
});

// DELETE /api/admin/images/{id} — remove the image, its variants and its row
export const DELETE = withAdmin(async ({ params, admin }) => {
  await deleteMedia(params.id, admin.email);
  return { ok: true };
});
