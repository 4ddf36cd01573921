'use client';
// One cart line: image, name, variant, unit price, quantity stepper, removal (docs/requirements.md §2 Cart).
import Link from '@/components/ui/app-link';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DEFAULT_OPTION } from '@/lib/domain/catalog';
import { isPayableLine, type CartLine } from '@/lib/domain/cart';
import { formatCents } from '@/lib/domain/money';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/domain/catalog';
import { safeImageSrc, sitePathHref } from '@/lib/domain/safe-url';

export const QUOTE_ONLY_LINE_LABEL = 'Quote only — not payable online';

/** Only same-site paths and https images are shown; anything else in a tampered cart gets the placeholder. */
function safeImage(src: string): string {
  return safeImageSrc(src) ?? PRODUCT_PLACEHOLDER_IMAGE;
}

export function lineDisplayName(line: Pick<CartLine, 'name' | 'variant'>): string {
  return line.variant && line.variant !== DEFAULT_OPTION ? `${line.name} (${line.variant})` : line.name;
}

export function CartLineItem({
  line,
  onQuantityChange,
  onRemove,
}: {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const payable = isPayableLine(line);
  const title = lineDisplayName(line);
  const href = sitePathHref(line.link);
  const catalogNumber = line.catalogNumber || (line.id !== line.name ? line.id : '');

  return (
    <li data-testid="cart-line" className="flex gap-4 py-5 sm:gap-5">
      {/* eslint-disable-next-line @next/next/no-img-element -- cart images come from the visitor's stored cart; no optimiser round-trip for 80 px thumbs */}
      <img
        src={safeImage(line.imageUrl)}
        alt={line.name}
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-md border bg-surface object-contain p-1 sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="text-base leading-snug font-medium">
            {href ? (
              <Link href={href} className="underline-offset-4 hover:text-primary hover:underline">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h3>
          <p className="text-sm text-muted-foreground">
            {line.variant && line.variant !== DEFAULT_OPTION && <span>Option: {line.variant}</span>}
            {catalogNumber && (
              <span className="ml-0 block font-mono text-xs sm:inline sm:before:mx-2 sm:before:content-['·']">Cat. No. {catalogNumber}</span>
            )}
          </p>
          {payable ? (
            <p className="text-sm tabular-nums">
              {formatCents(line.priceCents)} <span className="text-muted-foreground">each</span>
            </p>
          ) : (
            <Badge variant="quote">{QUOTE_ONLY_LINE_LABEL}</Badge>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <p className="order-2 text-base font-semibold tabular-nums sm:order-1">
            {payable ? formatCents(line.priceCents * line.quantity) : '—'}
          </p>
          <div className="order-1 flex items-center gap-1 sm:order-2">
            <QuantityStepper value={line.quantity} onChange={onQuantityChange} itemName={title} />
            <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${title} from cart`} className="text-muted-foreground hover:text-destructive">
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
