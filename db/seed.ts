// Idempotent seed of the built-in content (content/*). Runs at every start; writes only what is missing,
// so a second start duplicates nothing and an existing database keeps every admin edit.
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import * as t from '@/db/schema';
import { seedProducts } from '@/content/products';
import { seedServices } from '@/content/services';
import { seedBlogPosts } from '@/content/blog';
import { hashPassword } from '@/lib/auth/password';
import { DEFAULT_EMAIL_TEMPLATES } from '@/lib/domain/template';
import { DEFAULT_AVAILABILITY } from '@/lib/domain/catalog';
import { env } from '@/lib/env';
import { log } from '@/lib/logger';
import type { ProductFields, ServiceFields } from '@/db/schema';
import type { SeedProduct, SeedService } from '@/content/types';

export function productFieldsFromSeed(p: SeedProduct): ProductFields {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description,
    catalogNumber: p.catalogNumber,
    category: p.category,
    quoteOnly: p.quoteOnly,
    listPriceCents: p.listPriceCents,
    options: p.options.map((o) => ({ label: o.label, priceCents: o.priceCents })),
    images: p.images,
    availability: p.availability || DEFAULT_AVAILABILITY,
    keyFeatures: p.keyFeatures,
    storageStability: p.storageStability,
    performanceData: p.performanceData,
    manuals: p.manuals,
    storeLink: p.storeLink ?? null,
    contentText: p.contentText ?? null,
    fragmentSize: p.fragmentSize ?? null,
    specifications: p.specifications ?? [],
    badge: p.badge ?? null,
    rrid: null,
  };
}

export function serviceFieldsFromSeed(s: SeedService): ServiceFields {
  return {
    slug: s.slug,
    link: `/services/${s.slug}`,
    name: s.name,
    description: s.description,
    icon: s.icon,
    imageUrl: s.imageUrl,
    images: s.images,
    longDescription: s.longDescription,
    keyBenefits: s.keyBenefits,
    processOverview: s.processOverview,
    relatedProducts: s.relatedProducts,
    caseStudies: s.caseStudies,
    markdown: s.markdown ?? null,
  };
}

export async function seedDatabase(db: Db): Promise<void> {
  const productRows = seedProducts.map((p) => {
    const fields = productFieldsFromSeed(p);
    return { id: p.id, ...fields, builtin: true, seed: fields, createdAt: new Date(p.createdAt) };
  });
  await db.insert(t.products).values(productRows).onConflictDoNothing();

  const serviceRows = seedServices.map((s) => {
    const fields = serviceFieldsFromSeed(s);
    return { id: s.id, ...fields, builtin: true, seed: fields, createdAt: new Date(s.createdAt) };
  });
  await db.insert(t.services).values(serviceRows).onConflictDoNothing();

  // Blog posts are seeded once: an admin may delete a built-in post for good.
  const [{ value: blogSeeded }] = await db
    .select({ value: count() })
    .from(t.appState)
    .where(sql`${t.appState.key} = 'blog_seeded'`);
  if (!blogSeeded) {
    await db
      .insert(t.blogPosts)
      .values(seedBlogPosts.map((b) => ({ ...b, date: new Date(b.date), builtin: true })))
      .onConflictDoNothing();
    await db.insert(t.appState).values({ key: 'blog_seeded', value: true }).onConflictDoNothing();
  }

  await db
    .insert(t.smtpSettings)
    .values({ id: 1, port: 465, secure: true, ...DEFAULT_EMAIL_TEMPLATES })
    .onConflictDoNothing();

  await ensureFirstAdmin(db);
}

async function ensureFirstAdmin(db: Db): Promise<void> {
  const [{ value: admins }] = await db.select({ value: count() }).from(t.adminUsers);
  if (admins > 0) return;
  const email = (env().ADMIN_EMAIL ?? '').toLowerCase() || 'admin@bioark.local';
  const given = env().ADMIN_PASSWORD;
  const password = given || randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(t.adminUsers)
    .values({ email, name: 'Administrator', role: 'Admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: t.adminUsers.id });
  if (inserted.length && !given) {
    // Printed once, on the console only, when the first admin is generated.
    const bar = '='.repeat(64);
    process.stdout.write(
      `\n${bar}\n  First admin account created\n  E-mail:   ${email}\n  Password: ${password}\n  Sign in at /admin and change it; this is shown only once.\n${bar}\n\n`,
    );
  }
  if (inserted.length) log.info('first admin created', { email });
}
