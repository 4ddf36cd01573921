// One catalogue view per filter state, rendered on first request and cached (ISR) until the products tag is
// revalidated by an admin change. Visitors never see this address: proxy.ts rewrites /products?… here.
import type { Metadata } from 'next';
import { parseCatalogState } from '@/lib/domain/catalog-params';
import { CatalogView, catalogMetadata } from '@/components/catalog/catalog-view';

export const revalidate = 3600;
export const dynamicParams = true;

export function generateStaticParams(): { state: string }[] {
  return [];
}

type Params = Promise<{ state: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return catalogMetadata(parseCatalogState((await params).state));
}

export default async function CatalogStatePage({ params }: { params: Params }) {
  return <CatalogView params={parseCatalogState((await params).state)} />;
}
