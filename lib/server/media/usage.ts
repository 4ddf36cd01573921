import 'server-only';
// Where a library image is used (the Media tab's Delete confirmation, docs/requirements.md §2 Media library):
// the visible products, services and blog posts whose public page shows it — in a gallery or cover field, the
// blog media map, or a markdown text. Found by the image's key folder, which every URL of the image (original,
// thumbnail, WebP; local /media or an S3 base URL) contains and no other image shares (its id is random).
import { eq, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { mediaItems } from '@/db/schema';
import { isUuid } from '@/lib/domain/ids';
import { MEDIA_USAGE_LIMIT, mediaKeyFolder, type MediaUsage, type MediaUseKind } from '@/lib/domain/media';

const PUBLIC_PATH: Record<MediaUseKind, string> = { product: '/products/', service: '/services/', post: '/blog/' };

/** The uses of the image stored under `storageKey`: the first `limit` and the total. */
export async function findMediaUsageByKey(storageKey: string, limit = MEDIA_USAGE_LIMIT): Promise<MediaUsage> {
  const db = await getDb();
  const pattern = `%${mediaKeyFolder(storageKey).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // One statement: the three kinds in the confirmation's order, hidden rows left out (no public page shows them).
  const result = await db.execute(sql`
    select kind, id, slug, name, count(*) over () as total from (
      select 1 as ord, 'product' as kind, p.id as id, p.slug as slug, p.name as name from products p
       where not p.hidden and (p.images::text like ${pattern} or p.description like ${pattern} or coalesce(p.content_text, '') like ${pattern}
         or p.performance_data like ${pattern} or p.storage_stability like ${pattern})
      union all
      select 2, 'service', s.id, s.slug, s.name from services s
       where not s.hidden and (s.image_url like ${pattern} or s.images::text like ${pattern} or coalesce(s.markdown, '') like ${pattern}
         or s.long_description like ${pattern} or s.description like ${pattern})
      union all
      select 3, 'post', b.id::text, b.slug, b.title from blog_posts b
       where not b.hidden and (b.cover_image like ${pattern} or b.content like ${pattern} or b.excerpt like ${pattern}
         or exists (select 1 from blog_media m where m.post_id = b.id and m.url like ${pattern}))
    ) uses
    order by ord, lower(name), id
    limit ${Math.max(1, Math.min(limit, 100))}`);
  const rows = rowsOf(result) as unknown as { kind: MediaUseKind; id: string; slug: string; name: string; total: string | number }[];
  return {
    uses: rows.map((r) => ({ kind: r.kind, id: String(r.id), name: r.name, href: `${PUBLIC_PATH[r.kind]}${encodeURIComponent(r.slug)}` })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

/** GET /api/admin/images/{id}/usage: null for an unknown image. */
export async function findMediaUsage(id: string, limit = MEDIA_USAGE_LIMIT): Promise<MediaUsage | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ storageKey: mediaItems.storageKey }).from(mediaItems).where(eq(mediaItems.id, id));
  return row ? findMediaUsageByKey(row.storageKey, limit) : null;
}
