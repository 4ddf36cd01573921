// docs/requirements.md §2 Products Catalog: filters in the URL query, rendered on the server (shareable, back-button friendly).
// proxy.ts normally rewrites /products?… to the cacheable /products/browse/{state}; this page serves the same
// view if a request reaches it directly.
import type { Metadata } from 'next';
import { parseCatalogParams } from '@/lib/domain/catalog-params';
import { CatalogView, catalogMetadata } from '@/components/catalog/catalog-view';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return catalogMetadata(parseCatalogParams(await searchParams));
}

export default async function ProductsCatalogPage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogView params={parseCatalogParams(await searchParams)} />;
}
