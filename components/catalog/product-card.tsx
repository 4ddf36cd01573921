// A catalogue card (docs/requirements.md §2 Products Catalog): image, name, Buy or Quote badge, description and name clamped to
// 2 lines, catalog number, list price only for purchasable items, and a 'View details' link.
import { StaticImage } from '@/components/ui/static-image';
import { IntentLink } from '@/components/ui/intent-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { Badge } from '@/components/ui/badge';
import { formatCents } from '@/lib/domain/money';
import type { Product } from '@/lib/types/catalog';
import { displayImage } from '@/lib/domain/media-display';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { HighlightedText } from '@/components/catalog/highlighted-text';
import { matchedDetail } from '@/lib/domain/search';

/**
 * `deferImage`: a card further down the grid puts its image in only when it comes near the viewport.
 * `highlight`: search terms marked in the name, description and catalog number — and, when the product was found
 * through a key feature or specification, that line too (matchedDetail).
 */
export function ProductCard({
  product,
  priority = false,
  deferImage = false,
  highlight,
}: {
  product: Product;
  priority?: boolean;
  deferImage?: boolean;
  highlight?: readonly string[];
}) {
  const purchasable = !product.quoteOnly;
  const detail = matchedDetail(product, highlight ?? []);
  const image = (
    <StaticImage
      {...displayImage(product.imageUrl)}
      alt={`${product.name} product image`}
      fill
      priority={priority}
      sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px"
      className="object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
    />
  );
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full overflow-hidden rounded-lg border bg-card transition-shadow duration-200 hover:shadow-md sm:flex-col"
    >
      {/* Small screens: a compact row (image left) so more products fit on a phone screen. */}
      <div className="relative aspect-square w-28 shrink-0 self-start overflow-hidden bg-surface sm:w-full">
        {deferImage ? <WhenNearViewport className="absolute inset-0">{image}</WhenNearViewport> : image}
        <Badge variant={purchasable ? 'buy' : 'quote'} className="absolute top-2 left-2 bg-background/95 shadow-xs sm:top-3 sm:left-3">
          {purchasable ? 'Buy' : 'Quote'}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h2 className="line-clamp-2 text-base leading-snug font-semibold">
          <HighlightedText text={product.name} terms={highlight} />
        </h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          <HighlightedText text={product.description} terms={highlight} />
        </p>
        {detail ? (
          <p className="line-clamp-2 text-xs text-muted-foreground" data-testid="matched-detail">
            <span className="font-medium text-foreground">{detail.label}: </span>
            <HighlightedText text={detail.text} terms={highlight} />
          </p>
        ) : null}
        <dl className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-1 text-sm sm:pt-2">
          <div>
            <dt className="sr-only">Catalog number</dt>
            <dd className="font-mono text-xs text-muted-foreground tabular-nums">
              <HighlightedText text={product.catalogNumber} terms={highlight} />
            </dd>
          </div>
          {purchasable && product.listPriceCents !== null ? (
            <div>
              <dt className="sr-only">List price</dt>
              <dd className="text-base font-semibold tabular-nums">{formatCents(product.listPriceCents)}</dd>
            </div>
          ) : null}
        </dl>
        <IntentLink
          href={product.link}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary after:absolute after:inset-0 after:content-[''] hover:underline"
          aria-label={`View details: ${product.name}`}
        >
          View details
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </IntentLink>
      </div>
    </article>
  );
}
