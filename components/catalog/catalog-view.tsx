// docs/requirements.md §2 Products Catalog, rendered on the server for one set of filters (see catalog-params.ts for how the
// URL query becomes a cacheable page).
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { browseCatalog } from '@/lib/server/catalog';
import { searchCatalogPage, type CatalogSearchPage, type SearchHit } from '@/lib/server/search';
import { CATEGORY_LABELS, formatResultCount } from '@/lib/domain/catalog';
import { CatalogFilters } from '@/components/catalog/catalog-filters';
import { CatalogPagination } from '@/components/catalog/catalog-pagination';
import { catalogHref, CATALOG_PAGE_SIZE, type CatalogParams } from '@/lib/domain/catalog-params';
import { CustomSolutionsCta } from '@/components/catalog/custom-solutions-cta';
import { ProductCard } from '@/components/catalog/product-card';
import { HighlightedText } from '@/components/catalog/highlighted-text';
import { JsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/static/page-hero';
import { SearchLogBeacon } from '@/components/search/search-log-beacon';

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
  const searching = params.q !== '';
  const result: CatalogSearchPage = searching
    ? await searchCatalogPage({ q: params.q, category: params.category, availability: params.availability, page: params.page, pageSize: CATALOG_PAGE_SIZE })
    : { ...(await browseCatalog({ category: params.category, availability: params.availability, page: params.page, pageSize: CATALOG_PAGE_SIZE })), totalCapped: false, partial: false, highlight: [], didYouMean: null, services: [], posts: [] };
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
            {formatResultCount(result.total, result.totalCapped)}
          </p>
          {result.pageCount > 1 ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              Showing {firstShown}–{lastShown} · page {result.page} of {result.pageCount}
            </p>
          ) : null}
        </div>

        {result.partial ? (
          <p className="mb-4 rounded-md border border-warning/40 bg-warning/10 px-4 py-3 text-sm" data-testid="partial-matches">
            No product matches every word; closest matches
          </p>
        ) : null}

        {result.items.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="font-medium">{searching ? `No products match “${params.q}”.` : 'No products match your filters.'}</p>
            {result.didYouMean ? (
              <p className="mt-3 text-base">
                Did you mean{' '}
                <Link
                  href={catalogHref({ ...params, q: result.didYouMean, page: 1 })}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {result.didYouMean}
                </Link>
                ?
              </p>
            ) : null}
            <p className="mt-2 text-sm text-muted-foreground">
              Try another search or{' '}
              <Link href="/products" className="font-medium text-primary underline-offset-4 hover:underline">
                show all products
              </Link>
              .
            </p>
            {searching ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Looking for something we do not list?{' '}
                <Link href="/request-quote" className="font-medium text-primary underline-offset-4 hover:underline">
                  Request a quote
                </Link>{' '}
                and we will make it for you.
              </p>
            ) : null}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4" aria-label="Products">
            {result.items.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={i < 2} deferImage={i >= FIRST_SCREEN_CARDS} highlight={result.highlight} />
              </li>
            ))}
          </ul>
        )}

        <CatalogPagination params={params} page={result.page} pageCount={result.pageCount} />

        {result.services.length || result.posts.length ? (
          <section aria-labelledby="search-more-heading" className="mt-12 border-t pt-8">
            <h2 id="search-more-heading" className="text-xl font-semibold">
              Services and articles matching “{params.q}”
            </h2>
            <div className="mt-4 grid gap-6 md:grid-cols-2">
              <SearchHitList title="Services" hits={result.services} terms={result.highlight} />
              <SearchHitList title="From the blog" hits={result.posts} terms={result.highlight} />
            </div>
          </section>
        ) : null}
        {searching ? <SearchLogBeacon q={params.q} /> : null}
      </div>

      <CustomSolutionsCta />
    </>
  );
}

function SearchHitList({ title, hits, terms }: { title: string; hits: SearchHit[]; terms: string[] }) {
  if (!hits.length) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul className="mt-2 divide-y rounded-lg border">
        {hits.map((h) => (
          <li key={h.href} className="relative p-4 hover:bg-surface">
            <Link href={h.href} className="font-medium text-primary after:absolute after:inset-0 hover:underline">
              <HighlightedText text={h.title} terms={terms} />
            </Link>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">
              <HighlightedText text={h.excerpt} terms={terms} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
