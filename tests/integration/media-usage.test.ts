// The Media tab's Delete confirmation names where an image is used (lib/server/media/usage.ts): visible products,
// services and blog posts whose public page shows it in a gallery, cover or markdown field or the blog media map,
// by any of its URLs (original, thumbnail, WebP; /media or an S3 base URL); capped, with the total.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogMedia, blogPosts, mediaItems, products, services } from '@/db/schema';
import { GET as usageRoute } from '@/app/api/admin/images/[id]/usage/route';
import { findMediaUsage, findMediaUsageByKey } from '@/lib/server/media';
import { mediaUsageHeading, mediaUsageMore, type MediaUsage } from '@/lib/domain/media';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

const KEY = 'media/2026/11/3f2c9a52-8d1e-4a57-9b2f-0c6f1d7e4a11/gel-image.png';
const DIR = 'media/2026/11/3f2c9a52-8d1e-4a57-9b2f-0c6f1d7e4a11';
const OTHER_KEY = 'media/2026/11/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/other.png';

let imageId: string;

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db.insert(mediaItems).values({ storageKey: KEY, fileName: 'gel-image.png', mimeType: 'image/png', status: 'ready' }).returning();
  imageId = row.id;
  await db.insert(mediaItems).values({ storageKey: OTHER_KEY, fileName: 'other.png', mimeType: 'image/png', status: 'ready' });
  await db.insert(products).values([
    { id: 'usage-gallery', slug: 'usage-gallery', name: 'Zeta gel marker', catalogNumber: 'USE-1', builtin: false, images: ['/placeholder.svg', `/media/${KEY}`] },
    { id: 'usage-markdown', slug: 'usage-markdown', name: 'Alpha ladder', catalogNumber: 'USE-2', builtin: false, contentText: `A gel:\n\n![gel](/media/${DIR}/w1280.webp)` },
    { id: 'usage-hidden', slug: 'usage-hidden', name: 'Hidden one', catalogNumber: 'USE-3', builtin: false, hidden: true, images: [`/media/${KEY}`] },
    { id: 'usage-other', slug: 'usage-other', name: 'Other image only', catalogNumber: 'USE-4', builtin: false, images: [`/media/${OTHER_KEY}`] },
  ]);
  await db.insert(services).values({ id: 'usage-service', slug: 'usage-service', link: '/services/usage-service', name: 'Knock-in service', imageUrl: `https://cdn.example.com/${DIR}/thumb-320.webp` });
  await db.insert(blogPosts).values([
    { id: 990001, slug: 'usage-cover', title: 'A post with the cover', coverImage: `/media/${KEY}` },
    { id: 990002, slug: 'usage-map', title: 'A post with it in the media map' },
  ]);
  await db.insert(blogMedia).values({ postId: 990002, url: `/media/${KEY}` });
});

// No clean-up: the file's own database is dropped after it (tests/integration/setup.ts), and an afterAll here would
// run after that and reopen it.

describe('where an image is used', () => {
  test('products, then services, then blog posts, each by name; any URL of the image; hidden rows and other images left out', async () => {
    const usage = await findMediaUsage(imageId);
    expect(usage).toEqual({
      total: 5,
      uses: [
        { kind: 'product', id: 'usage-markdown', name: 'Alpha ladder', href: '/products/usage-markdown' },
        { kind: 'product', id: 'usage-gallery', name: 'Zeta gel marker', href: '/products/usage-gallery' },
        { kind: 'service', id: 'usage-service', name: 'Knock-in service', href: '/services/usage-service' },
        { kind: 'post', id: '990002', name: 'A post with it in the media map', href: '/blog/usage-map' },
        { kind: 'post', id: '990001', name: 'A post with the cover', href: '/blog/usage-cover' },
      ],
    });
    expect(mediaUsageHeading(usage!.total)).toBe('Used on 5 pages:');
    expect(mediaUsageMore(usage!)).toBeNull();
  });

  test('capped: the first uses and the total ("and 3 more")', async () => {
    const usage = (await findMediaUsageByKey(KEY, 2)) as MediaUsage;
    expect(usage.uses.map((u) => u.id)).toEqual(['usage-markdown', 'usage-gallery']);
    expect(usage.total).toBe(5);
    expect(mediaUsageMore(usage)).toBe('and 3 more');
  });

  test('an unused image, and a key whose folder holds LIKE wildcards, match nothing else', async () => {
    const db = await getDb();
    const [unused] = await db.insert(mediaItems).values({ storageKey: 'media/2026/11/11111111-2222-4333-8444-555555555555/unused.png', fileName: 'unused.png', mimeType: 'image/png', status: 'ready' }).returning();
    try {
      expect(await findMediaUsage(unused.id)).toEqual({ uses: [], total: 0 });
      expect(mediaUsageHeading(0)).toBe('Not used by any product, service or blog post.');
      expect(await findMediaUsageByKey('%/_/x.png')).toEqual({ uses: [], total: 0 });
    } finally {
      await db.delete(mediaItems).where(eq(mediaItems.id, unused.id));
    }
  });

  test('GET /api/admin/images/{id}/usage: admins only; unknown or malformed id 404', async () => {
    const res = await callRoute(usageRoute as never, { params: { id: imageId }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect((res.json.usage as unknown as MediaUsage).total).toBe(5);
    expect((await callRoute(usageRoute as never, { params: { id: imageId } })).status).toBe(401);
    expect((await callRoute(usageRoute as never, { params: { id: '00000000-0000-4000-8000-000000000000' }, headers: await adminHeaders() })).status).toBe(404);
    expect((await callRoute(usageRoute as never, { params: { id: 'nope' }, headers: await adminHeaders() })).status).toBe(404);
  });
});
