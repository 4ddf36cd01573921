import { cartItemFor, type PurchasableProduct } from '@/components/catalog/product-purchase';
import { productJsonLd } from '@/components/catalog/product-json-ld';
import { serviceIconFor } from '@/components/services/service-icon';
import { DnaIcon } from '@/components/icons/dna';
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { ScissorsIcon } from '@/components/icons/scissors';
import type { Product } from '@/lib/types/catalog';

const marker: PurchasableProduct = {
  id: 'fp-badm3362',
  name: 'GN8K DNA Marker',
  catalogNumber: 'BADM3362',
  link: '/products/gn8k-dna-marker',
  imageUrl: '/images/products/gn8k-dna-marker.webp',
  quoteOnly: false,
  listPriceCents: 4700,
  options: [
    { label: '500 μL', priceCents: 3900 },
    { label: '2 x 500 μL', priceCents: 7500 },
    { label: 'Bulk', priceCents: null },
  ],
};

describe('the cart line a product page adds (docs/requirements.md §3 Cart item, §4 price rule)', () => {
  test.each([
    ['the selected option’s price', '2 x 500 μL', 7500],
    ['an option without a price falls back to the list price', 'Bulk', 4700],
    ['an unknown option falls back to the list price', 'Default', 4700],
  ])('%s', (_label, option, cents) => {
    expect(cartItemFor(marker, option)).toEqual({
      id: 'BADM3362',
      name: 'GN8K DNA Marker',
      priceCents: cents,
      imageUrl: marker.imageUrl,
      variant: option,
      link: marker.link,
      quoteOnly: false,
      catalogNumber: 'BADM3362',
    });
  });

  test('no catalog number → the id is the name; no price → 0 (Contact Sales)', () => {
    const item = cartItemFor({ ...marker, catalogNumber: '', listPriceCents: null, options: [], quoteOnly: true }, 'Default');
    expect(item).toMatchObject({ id: 'GN8K DNA Marker', priceCents: 0, quoteOnly: true, variant: 'Default' });
  });
});

describe('Product JSON-LD', () => {
  const product = { ...marker, slug: 'gn8k-dna-marker', description: 'Ladder', category: 'reagents-markers', images: [marker.imageUrl], availability: 'In Stock' } as unknown as Product;

  test('a purchasable product carries an Offer with the first option’s price', () => {
    expect(productJsonLd(product)).toMatchObject({ '@type': 'Product', sku: 'BADM3362', offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'USD' } });
  });

  test('a quote-only product has no Offer', () => {
    expect(productJsonLd({ ...product, quoteOnly: true })).not.toHaveProperty('offers');
  });
});

describe('service icons by lucide name', () => {
  test.each([
    ['Dna', DnaIcon],
    ['Scissors', ScissorsIcon],
    ['FlaskConical', FlaskConicalIcon],
    ['flask-conical', FlaskConicalIcon],
    ['DnaIcon', DnaIcon],
    ['NoSuchIcon', FlaskConicalIcon],
    ['', FlaskConicalIcon],
  ])('%s', (name, icon) => {
    expect(serviceIconFor(name)).toBe(icon);
  });
});
