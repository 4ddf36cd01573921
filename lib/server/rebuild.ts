import 'server-only';
// The portal's Build button (docs/requirements.md §7 POST /admin/restart). Pages are rendered on request and cached by tag,
// so "building" means invalidating every public cache tag on every instance: the static tags of TAGS plus
// each product's, service's and blog post's own tag.
import { blogPosts, products, services } from '@/db/schema';
import { getDb } from '@/db/client';
import { announceChange, TAGS } from '@/lib/server/cache';
import { recordAudit } from '@/lib/server/audit';

/** NOTIFY payloads must stay under 8000 bytes: announce entity tags in batches. */
const TAGS_PER_ANNOUNCEMENT = 80;

export function staticPublicTags(): string[] {
  return (Object.values(TAGS) as unknown[]).filter((v): v is string => typeof v === 'string');
}

export async function allPublicTags(): Promise<{ tags: string[]; counts: { products: number; services: number; posts: number } }> {
  const db = await getDb();
  const [p, s, b] = await Promise.all([
    db.select({ id: products.id }).from(products),
    db.select({ id: services.id }).from(services),
    db.select({ slug: blogPosts.slug }).from(blogPosts),
  ]);
  const tags = [
    ...staticPublicTags(),
    ...p.map((r) => TAGS.product(r.id)),
    ...s.map((r) => TAGS.service(r.id)),
    ...b.map((r) => TAGS.blogPost(r.slug)),
  ];
  return { tags: [...new Set(tags)], counts: { products: p.length, services: s.length, posts: b.length } };
}

export async function rebuildPublicPages(actorEmail: string): Promise<{ log: string; tags: string[] }> {
  const started = Date.now();
  const { tags, counts } = await allPublicTags();
  for (let i = 0; i < tags.length; i += TAGS_PER_ANNOUNCEMENT) {
    await announceChange(tags.slice(i, i + TAGS_PER_ANNOUNCEMENT), { type: 'site' });
  }
  const log =
    `Revalidated ${tags.length} cache tags (${staticPublicTags().join(', ')}; ` +
    `${counts.products} products, ${counts.services} services, ${counts.posts} blog posts) ` +
    `on every instance in ${Date.now() - started} ms.`;
  await recordAudit({ actorEmail, action: 'rebuild', entityType: 'site', entityId: null, summary: log });
  return { log, tags };
}
