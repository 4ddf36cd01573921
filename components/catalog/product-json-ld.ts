// schema.org Product (with an Offer only for purchasable products) for a product page (SEO, issue 3 §10).
import { absoluteUrl } from '@/components/seo/json-ld';
import { selectDisplayPriceCents, defaultOption, CATEGORY_LABELS } from '@/lib/domain/catalog';
import { SITE_NAME } from '@/lib/site';
import type { Product } from '@/lib/types/catalog';

function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function productJsonLd(product: Product) {
  const price = selectDisplayPriceCents(product, defaultOption(product.options));
  const purchasable = !product.quoteOnly && price !== null && price > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.catalogNumber,
    mpn: product.catalogNumber,
    category: CATEGORY_LABELS[product.category],
    image: product.images.map(absoluteUrl),
    url: absoluteUrl(product.link),
    brand: { '@type': 'Brand', name: SITE_NAME },
    ...(purchasable
      ? {
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(product.link),
            priceCurrency: 'USD',
            price: centsToDecimal(price),
            availability: /out of stock/i.test(product.availability) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: SITE_NAME },
          },
        }
      : {}),
  };
}
