// The client components every storefront page loads join their classes with `cx` (clsx), not `cn`, so
// lib/class-merge.ts stays out of the browser (docs/architecture.md#first-load-javascript). That is only the same
// markup when no class list holds two conflicting utilities: then `cn` (mergeClasses) would change nothing. These
// components are rendered in their states and every class attribute is checked to be conflict-free.
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mergeClasses } from '@/lib/class-merge';
import { cn } from '@/lib/utils';
import { buttonVariants, resolvedButtonVariants } from '@/components/ui/button-variants';
import { badgeVariants } from '@/components/ui/badge-variants';
import { CartProvider } from '@/components/cart/cart-provider';
import { SiteHeader, headerClassName } from '@/components/layout/site-header';
import { HeaderDropdown } from '@/components/layout/header-dropdown';
import { MobileNav } from '@/components/layout/mobile-nav';
import { SiteLogo } from '@/components/layout/site-logo';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { ProductCarousel, carouselDotClassName } from '@/components/home/product-carousel';
import { ProductCard } from '@/components/home/product-card';
import { CatalogFilters } from '@/components/catalog/catalog-filters';
import { BottomAddToCart, ProductPurchase, SimpleProductPurchase, type PurchasableProduct } from '@/components/catalog/product-purchase';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { PlainButton } from '@/components/ui/plain-button';
import { PostActions } from '@/components/blog/post-actions';
import type { HomeProductCard } from '@/lib/domain/storefront';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}));

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
function classLists(markup: string): string[] {
  return [...markup.matchAll(/ class="([^"]*)"/g)].map((m) => decode(m[1]));
}
function conflicts(lists: string[]): string[] {
  // Whitespace aside (a template literal may leave a double space; the browser reads the same classes).
  return lists.filter((c) => mergeClasses(c) !== c.trim().split(/\s+/).join(' ')).map((c) => `${c}\n  → ${mergeClasses(c)}`);
}
const render = (el: React.ReactElement) => renderToStaticMarkup(<CartProvider>{el}</CartProvider>);

const img = { src: '/x.webp', width: 10, height: 10, loading: 'lazy', decoding: 'async' } as never;
const card = (over: Partial<HomeProductCard> = {}): HomeProductCard => ({
  id: 'p1',
  name: 'DNA Marker',
  description: 'A marker',
  catalogNumber: 'GN8K',
  image: '/media/x.webp',
  href: '/products/gn8k-dna-marker?from=home',
  quoteOnly: false,
  listPriceCents: 4900,
  badge: 'New',
  ...over,
});
const product = (quoteOnly: boolean): PurchasableProduct => ({
  id: 'p1',
  name: 'DNA Marker',
  catalogNumber: 'GN8K',
  link: '/products/gn8k-dna-marker',
  imageUrl: '/media/x.webp',
  quoteOnly,
  listPriceCents: 4900,
  options: [
    { label: '100 µL', priceCents: 4900 },
    { label: '500 µL', priceCents: 19900 },
  ] as PurchasableProduct['options'],
});

describe('first-load client components render conflict-free class lists (cx gives what cn would)', () => {
  test.each(['/', '/products', '/services/custom-cloning', '/blog'])('the header on %s', (path) => {
    pathname = path;
    const lists = classLists(render(<SiteHeader services={[]} />));
    expect(lists.length).toBeGreaterThan(15);
    expect(conflicts(lists)).toEqual([]);
  });

  test('the header in both states (top of the page; scrolled or a menu open)', () => {
    expect(conflicts([headerClassName(false), headerClassName(true)])).toEqual([]);
  });

  test.each([
    ['products', 'inset-x-0 rounded-b-lg border-x-0', undefined],
    ['services', 'left-0 mt-3 w-[26rem] rounded-lg', 'relative'],
  ])('the %s dropdown, open and closed', (name, panelClassName, className) => {
    for (const open of [true, false]) {
      const markup = renderToStaticMarkup(
        <HeaderDropdown
          name={name}
          label={name}
          href={`/${name}`}
          active={open}
          open={open}
          intent={null}
          onOpen={() => undefined}
          onClose={() => undefined}
          onPointerEnter={() => undefined}
          onPointerLeave={() => undefined}
          panelLabel={name}
          panelClassName={panelClassName}
          className={className}
        >
          <p>panel</p>
        </HeaderDropdown>,
      );
      expect(conflicts(classLists(markup))).toEqual([]);
    }
  });

  test('the mobile menu button and the logo (as the header and the footer render it)', () => {
    const lists = classLists(renderToStaticMarkup(<MobileNav pathname="/" />));
    lists.push(...classLists(renderToStaticMarkup(<SiteLogo />)), ...classLists(renderToStaticMarkup(<SiteLogo className="text-white [&_span.text-primary]:text-teal-300" />)));
    expect(conflicts(lists)).toEqual([]);
  });

  test('the home hero and carousels, with their cards', () => {
    const slides = [1, 2, 3].map((i) => ({ image: `/h${i}.webp`, alt: `slide ${i}`, img }));
    const lists = classLists(renderToStaticMarkup(<HeroSlideshow slides={slides}>text</HeroSlideshow>));
    for (const layout of ['featured', 'gene-editing'] as const) {
      const products = [card(), card({ id: 'p2', quoteOnly: true, listPriceCents: null, badge: null })];
      lists.push(...classLists(render(<ProductCarousel id={layout} title="T" eyebrow="E" products={products} images={{}} layout={layout} />)));
      lists.push(...classLists(render(<ProductCarousel id={layout} title="T" eyebrow="E" products={[]} images={{}} layout={layout} />)));
    }
    lists.push(...classLists(renderToStaticMarkup(<ProductCard product={card()} image={img} />)));
    lists.push(carouselDotClassName(true), carouselDotClassName(false));
    expect(conflicts(lists)).toEqual([]);
  });

  test('the catalogue filters', () => {
    const lists = classLists(render(<CatalogFilters params={{ q: 'marker', category: 'all', availability: 'all', page: 1 }} />));
    expect(lists.length).toBeGreaterThan(8);
    expect(conflicts(lists)).toEqual([]);
  });

  test('the product page: purchase forms, quantity, gallery', () => {
    const lists: string[] = [];
    for (const quoteOnly of [false, true]) {
      lists.push(...classLists(render(<ProductPurchase product={product(quoteOnly)} />)));
      lists.push(...classLists(render(<SimpleProductPurchase product={product(quoteOnly)} />)));
      lists.push(...classLists(render(<BottomAddToCart product={product(quoteOnly)} />)));
    }
    lists.push(...classLists(renderToStaticMarkup(<QuantityStepper value={1} onChange={() => undefined} itemName="x" />)));
    const gallery = [1, 2, 3, 4, 5, 6].map((i) => ({ url: `/g${i}.webp`, main: img, thumb: img }));
    for (const columns of [4, 5, 6] as const) {
      for (const aspect of ['square', 'wide'] as const) lists.push(...classLists(renderToStaticMarkup(<ProductGallery images={gallery} name="x" columns={columns} aspect={aspect} />)));
    }
    expect(conflicts(lists)).toEqual([]);
  });

  test('the blog post actions (like, share)', () => {
    const lists = classLists(renderToStaticMarkup(<PostActions slug="a-post" title="A post" initialViews={3} />));
    expect(lists.length).toBeGreaterThan(2);
    expect(conflicts([...lists, 'size-4 fill-destructive text-destructive'])).toEqual([]);
  });

  const variants = ['default', 'accent', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
  const sizes = ['default', 'sm', 'lg', 'icon'] as const;
  test.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    'the %s %s button: resolvedButtonVariants is conflict-free and holds what cn makes of buttonVariants; PlainButton renders it',
    (variant, size) => {
      const resolved = resolvedButtonVariants({ variant, size });
      expect(mergeClasses(resolved)).toBe(resolved);
      const tokens = (c: string) => c.split(' ').sort();
      expect(tokens(resolved)).toEqual(tokens(cn(buttonVariants({ variant, size }))));
      const markup = renderToStaticMarkup(<PlainButton variant={variant} size={size} />);
      expect(markup).toMatch(new RegExp(`^<button data-slot="button" data-variant="${variant}" data-size="${size}" class="[^"]*"></button>$`));
      expect(classLists(markup)).toEqual([resolved]);
    },
  );

  test.each(['default', 'accent', 'outline', 'buy', 'quote'] as const)('the %s badge is conflict-free by itself', (variant) => {
    const classes = badgeVariants({ variant });
    expect(mergeClasses(classes)).toBe(classes);
  });
});
