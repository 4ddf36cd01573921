// docs/requirements.md §2 Product detail. Server-rendered from the catalogue; the buying block is the only client island.
import type { Metadata } from 'next';
import { NotFoundHere } from '@/components/static/not-found-here';
import { getProductBySlug } from '@/lib/server/catalog';
import { getPublicProductDocuments } from '@/lib/server/documents';
import { ProductDocumentsPanel } from '@/components/documents/product-documents-panel';
import { CATEGORY_LABELS } from '@/lib/domain/catalog';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { galleryImages } from '@/components/catalog/gallery-images';
import { BottomAddToCart, ProductPurchase, type PurchasableProduct } from '@/components/catalog/product-purchase';
import { ProductDetailTabs } from '@/components/catalog/product-detail-tabs';
import { productJsonLd } from '@/components/catalog/product-json-ld';
import { SAFE_HARBOR_PRODUCT_ID } from '@/components/catalog/constants';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { JsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import type { Product } from '@/lib/types/catalog';

export const revalidate = 3600;
export function generateStaticParams() {
  return []; // rendered on first request from the live database, then cached (never at build)
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await getProductBySlug((await params).slug);
  if (!product) return { title: 'Product not found', robots: { index: false } };
  const title = `${product.name} (${product.catalogNumber})`;
  return {
    title,
    description: product.description,
    alternates: { canonical: product.link },
    openGraph: { type: 'website', title: `${title} | BioArk`, description: product.description, url: product.link },
    twitter: { card: 'summary_large_image', title: `${title} | BioArk`, description: product.description },
  };
}

function purchasable(p: Product): PurchasableProduct {
  return {
    id: p.id,
    name: p.name,
    catalogNumber: p.catalogNumber,
    link: p.link,
    imageUrl: p.imageUrl,
    quoteOnly: p.quoteOnly,
    listPriceCents: p.listPriceCents,
    options: p.options,
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const product = await getProductBySlug((await params).slug);
  if (!product) return <NotFoundHere />;
  const forCart = purchasable(product);
  const documents = await getPublicProductDocuments(product);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <JsonLd data={productJsonLd(product)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Products', path: '/products' },
          { name: product.name, path: product.link },
        ])}
      />
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Products', href: '/products' }, { name: product.name }]} />

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={galleryImages(product.images)} name={product.name} />

        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{CATEGORY_LABELS[product.category]}</Badge>
            {product.badge ? <Badge variant="accent">{product.badge}</Badge> : null}
            <Badge variant={product.quoteOnly ? 'quote' : 'buy'}>{product.quoteOnly ? 'Quote' : 'Buy'}</Badge>
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-semibold tracking-tight sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            Catalog number: <span className="font-mono text-foreground tabular-nums">{product.catalogNumber}</span>
            <span className="mx-2" aria-hidden="true">
              ·
            </span>
            {product.availability}
          </p>
          <p className="mt-4 text-muted-foreground">{product.description}</p>

          {product.fragmentSize || product.specifications.length ? (
            <div className="mt-5 grid gap-3 border-y py-4">
              {product.fragmentSize ? (
                <p className="text-sm">
                  <span className="text-muted-foreground">Fragment size: </span>
                  <span className="font-medium">{product.fragmentSize}</span>
                </p>
              ) : null}
              {product.specifications.length ? (
                <ul className="flex flex-wrap gap-2" aria-label="Specifications">
                  {product.specifications.map((s) => (
                    <li key={s} className="rounded-full border bg-surface px-3 py-1 text-xs font-medium">
                      {s}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <div className="mt-6">
            <ProductPurchase product={forCart} />
          </div>
        </div>
      </div>

      <div className="mt-12">
        {product.quoteOnly ? (
          <section aria-labelledby="details-title" className="overflow-hidden rounded-lg border bg-card">
            <h2 id="details-title" className="border-b bg-surface px-5 py-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase sm:px-8">
              Details
            </h2>
            <div className="p-5 sm:p-8">
              {product.contentText ? (
                <Markdown>{product.contentText}</Markdown>
              ) : (
                <p className="text-muted-foreground">{product.description}</p>
              )}
              {product.id === SAFE_HARBOR_PRODUCT_ID ? (
                <div className="mt-8 border-t pt-6">
                  <BottomAddToCart product={forCart} />
                </div>
              ) : null}
            </div>
          </section>
        ) : (
          <ProductDetailTabs product={product} documents={documents} />
        )}
      </div>
      {product.quoteOnly ? (
        <section aria-labelledby="documents-title" className="mt-8 overflow-hidden rounded-lg border bg-card">
          <h2 id="documents-title" className="border-b bg-surface px-5 py-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase sm:px-8">
            Documents
          </h2>
          <div className="p-5 sm:p-8">
            <ProductDocumentsPanel product={product} documents={documents} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
