// SPEC §2 Products Catalog, rendered on the server for one set of filters (see catalog-params.ts for how the
// URL query becomes a cacheable page).
import type { Metadata } from 'next';
import Link from 'next/link';
import { searchCatalog } from '@/lib/server/catalog';
import { CATEGORY_LABELS, formatResultCount } from '@/lib/domain/catalog';
import { CatalogFilters } from '@/components/catalog/catalog-filters';
import { CatalogPagination } from '@/components/catalog/catalog-pagination';
import { catalogHref, CATALOG_PAGE_SIZE, type CatalogParams } from '@/lib/domain/catalog-params';
import { CustomSolutionsCta } from '@/components/catalog/custom-solutions-cta';
import { ProductCard } from '@/components/catalog/product-card';
import { JsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/static/page-hero';

/** Cards whose images are in the server HTML (a desktop grid's first row); the rest load near the viewport. */
const FIRST_SCREEN_CARDS = 4;

const DESCRIPTION =
  'Browse BioArk reagents you can buy online — DNA and protein markers, transfection reagents, qPCR mixes — and quote-only genome editing, vector clones, stable cell lines and lentivirus.';

export function catalogMetadata(params: CatalogParams): Metadata {
  const filtered = params.q !== '' || params.availability !== 'all' || params.page > 1;
  const title = params.category !== 'all' ? `${CATEGORY_LABELS[params.category]} — Products Catalog` : 'Products Catalog';
  return {
    title,
    description: DESCRIPTION,
    // Category views are indexable pages of their own; searches and page 2+ point at their unfiltered view.
    alternates: { canonical: catalogHref({ category: params.category }) },
    robots: filtered ? { index: false, follow: true } : undefined,
    openGraph: { title: `${title} | BioArk`, description: DESCRIPTION, url: '/products', type: 'website' },
    twitter: { card: 'summary', title: `${title} | BioArk`, description: DESCRIPTION },
  };
}

export async function CatalogView({ params }: { params: CatalogParams }) {
  const result = await searchCatalog({
    q: params.q,
    category: params.category,
    availability: params.availability,
    page: params.page,
    pageSize: CATALOG_PAGE_SIZE,
  });
  const firstShown = result.total === 0 ? 0 : (result.page - 1) * result.pageSize + 1;
  const lastShown = (result.page - 1) * result.pageSize + result.items.length;

  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Products', path: '/products' }])} />
      <PageHero eyebrow="Products" title="Products Catalog">
        <p>
          Reagents and markers ship from stock and can be bought online. Genome-editing products, vector clones, stable cell
          lines and lentivirus are made for your project — request a quote.
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <CatalogFilters params={params} />

        <div className="mt-6 mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="result-count">
            {formatResultCount(result.total)}
          </p>
          {result.pageCount > 1 ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              Showing {firstShown}–{lastShown} · page {result.page} of {result.pageCount}
            </p>
          ) : null}
        </div>

        {result.items.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="font-medium">No products match your filters.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Try another search or{' '}
              <Link href="/products" className="font-medium text-primary underline-offset-4 hover:underline">
                show all products
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" aria-label="Products">
            {result.items.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={i < 2} deferImage={i >= FIRST_SCREEN_CARDS} />
              </li>
            ))}
          </ul>
        )}

        <CatalogPagination params={params} page={result.page} pageCount={result.pageCount} />
      </div>

      <CustomSolutionsCta />
    </>
  );
}
