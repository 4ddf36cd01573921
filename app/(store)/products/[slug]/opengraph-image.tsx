// Generated OpenGraph image for a product page (next/og).
import { getProductBySlug } from '@/lib/server/catalog';
import { CATEGORY_LABELS, defaultOption, selectDisplayPriceCents } from '@/lib/domain/catalog';
import { formatCents } from '@/lib/domain/money';
import { OG_SIZE, ogCard } from '@/components/seo/og-card';

export const alt = 'BioArk product';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function ProductOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const product = await getProductBySlug((await params).slug);
  if (!product) return ogCard({ eyebrow: 'Products', title: 'BioArk Products Catalog' });
  const price = selectDisplayPriceCents(product, defaultOption(product.options));
  return ogCard({
    eyebrow: CATEGORY_LABELS[product.category],
    title: product.name,
    subtitle: product.description,
    footer: `Cat. No. ${product.catalogNumber}${!product.quoteOnly && price !== null ? ` · ${formatCents(price)}` : ' · Request a quote'}`,
  });
}
