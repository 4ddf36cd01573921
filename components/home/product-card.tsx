// A product card of the home carousels (docs/requirements.md §2 Home): 'View the details' opens the product with the
// from-home marker.
import { IntentLink } from '@/components/ui/intent-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { badgeVariants } from '@/components/ui/badge-variants';
import { resolvedButtonVariants as buttonVariants } from '@/components/ui/button-variants';
import { formatCents } from '@/lib/domain/money';
import type { HomeProductCard } from '@/lib/domain/storefront';
import { cx } from '@/lib/class-join';
import type { ImgAttrs } from '@/components/ui/image-attrs';
import { cardImageFallback } from './card-image-fallback';

/** `showImage` false leaves the image box empty (the carousel puts images in once it comes near the viewport). */
export function ProductCard({ product, image, showImage = true }: { product: HomeProductCard; image: ImgAttrs | undefined; showImage?: boolean }) {
  const nameId = `home-product-${product.id}`;
  return (
    // `relative`: the card is the containing block of the link's sr-only text. Without it that text is placed
    // against the page, outside the carousel's scroller, and widened the document (the home page scrolled sideways).
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-shadow duration-200 hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface">
        {showImage && product.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (card-images.ts)
          <img {...(image ?? cardImageFallback(product.image))} alt={product.name} className="object-cover transition-transform duration-200 group-hover:scale-[1.02]" />
        ) : null}
        <div className="absolute top-3 left-3 flex gap-1.5">
          <CardBadge variant={product.quoteOnly ? 'accent' : 'default'}>{product.quoteOnly ? 'Quote' : 'Buy'}</CardBadge>
          {product.badge && (
            <CardBadge variant="outline" className="bg-background/90">
              {product.badge}
            </CardBadge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        {product.catalogNumber && <p className="text-xs font-medium text-muted-foreground tabular">Cat. {product.catalogNumber}</p>}
        <h3 id={nameId} className="mt-1 line-clamp-2 text-base font-semibold leading-snug text-foreground">
          {product.name}
        </h3>
        {product.description && <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>}
        <div className="mt-auto pt-4">
          <p className="text-sm">
            {!product.quoteOnly && product.listPriceCents !== null ? (
              <span className="text-lg font-semibold text-foreground tabular">{formatCents(product.listPriceCents)}</span>
            ) : (
              <span className="text-base font-medium text-muted-foreground">Price on request</span>
            )}
          </p>
          <IntentLink href={product.href} className={cx(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-3 w-full')}>
            View the details
            <span className="sr-only">: {product.name}</span>
            <ArrowRightIcon aria-hidden="true" />
          </IntentLink>
        </div>
      </div>
    </article>
  );
}

/** The Badge primitive's markup with a plain class join (this card ships with the home page's first load). */
function CardBadge({ variant, className, children }: { variant: 'default' | 'accent' | 'outline'; className?: string; children: React.ReactNode }) {
  return (
    <span data-slot="badge" data-variant={variant} className={cx(badgeVariants({ variant }), className)}>
      {children}
    </span>
  );
}
