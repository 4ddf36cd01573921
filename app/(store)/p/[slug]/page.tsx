// docs/requirements.md §2 simple product page /p/{slug}-ui: options, quantity, up to 4 thumbnails, Add to Cart and Buy Now.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import SimpleProductNotFound from './not-found';
import { getProductBySlug } from '@/lib/server/catalog';
import { SIMPLE_PRODUCT_THUMBS_MAX } from '@/lib/domain/catalog';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { galleryImages } from '@/components/catalog/gallery-images';
import { SimpleProductPurchase } from '@/components/catalog/product-purchase';
import { simpleProductSlug } from '@/components/catalog/simple-product-slug';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await getProductBySlug(simpleProductSlug((await params).slug));
  if (!product) return { title: 'Product not found', robots: { index: false } };
  // A second view of the same product: the full product page is the canonical one.
  return {
    title: `${product.name} — Quick order`,
    description: product.description,
    alternates: { canonical: product.link },
    robots: { index: false, follow: true },
  };
}

export default async function SimpleProductPage({ params }: { params: Params }) {
  const product = await getProductBySlug(simpleProductSlug((await params).slug));
  if (!product) {
    return (
      <NotFoundHere>
        <SimpleProductNotFound />
      </NotFoundHere>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <ProductGallery images={galleryImages(product.images)} name={product.name} maxThumbs={SIMPLE_PRODUCT_THUMBS_MAX} columns={4} />
        <div className="min-w-0">
          <p className="font-mono text-sm text-muted-foreground tabular-nums">{product.catalogNumber}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{product.name}</h1>
          <p className="mt-3 text-muted-foreground">{product.description}</p>
          <div className="mt-6">
            <SimpleProductPurchase
              product={{
                id: product.id,
                name: product.name,
                catalogNumber: product.catalogNumber,
                link: product.link,
                imageUrl: product.imageUrl,
                quoteOnly: product.quoteOnly,
                listPriceCents: product.listPriceCents,
                options: product.options,
              }}
            />
          </div>
          <Link href={product.link} className="mt-6 inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
            Full product details
          </Link>
        </div>
      </div>
    </div>
  );
}
