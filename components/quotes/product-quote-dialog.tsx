'use client';
// The Submit Quote dialog of a quote-only product page (docs/requirements.md §2 Product detail, §4 Quote dialog, §5, §8):
// customer name and email; Submit stays disabled until both are non-empty; the name is split on whitespace by
// submitProductQuote (a missing part becomes '-'); serviceType 'Product Quote'; the product's name and catalog
// number, and the option and quantity chosen on the page, go into the quote. After a success the dialog closes and clears; a failure keeps what was typed.
import * as React from 'react';
import { FileTextIcon } from '@/components/icons/file-text';
import { QuoteContactDialog } from '@/components/quotes/quote-contact-dialog';
import { Button } from '@/components/ui/button';
import { canSubmitProductQuote } from '@/lib/domain/quote-dialog';
import { cn } from '@/lib/utils';

export interface ProductQuoteTarget {
  id: string;
  name: string;
  catalogNumber: string;
  /** The option chosen on the page ('Default' when the product has none) and the quantity, when known. */
  option?: string;
  quantity?: number;
}

/** The labelled summary the Quotes inbox shows for a product quote: the product, then the option and quantity chosen. */
export function productQuoteSummary(product: ProductQuoteTarget): string {
  return JSON.stringify({
    summary: {
      product: product.name,
      catalogNumber: product.catalogNumber,
      productId: product.id,
      ...(product.option && product.option !== 'Default' ? { option: product.option } : {}),
      ...(product.quantity ? { quantity: product.quantity } : {}),
    },
  });
}

/** docs/requirements.md §5: Submit is disabled unless customer name and email are both non-empty. */
export { canSubmitProductQuote };

export function ProductQuoteDialog({
  product,
  triggerClassName,
  triggerLabel = 'Submit Quote',
  triggerVariant = 'outline',
}: {
  product: ProductQuoteTarget;
  triggerClassName?: string;
  triggerLabel?: string;
  /** Next to an accent 'Add to Quote' button the trigger is outlined. */
  triggerVariant?: 'outline' | 'accent' | 'default';
}) {
  const [open, setOpen] = React.useState(false);
  return (
    <QuoteContactDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" size="lg" variant={triggerVariant} className={cn('w-full sm:w-auto', triggerClassName)}>
          <FileTextIcon aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      title="Request a quote"
      description={
        <>
          <span className="font-medium text-foreground">{product.name}</span>
          {product.catalogNumber ? (
            <>
              {' '}
              · Cat. No. <span className="font-mono tabular-nums">{product.catalogNumber}</span>
            </>
          ) : null}
          {product.option && product.option !== 'Default' ? <> · {product.option}</> : null}
          {product.quantity ? <> · Qty {product.quantity}</> : null}
        </>
      }
      quote={{ projectDescription: product.name, catalogNumber: product.catalogNumber, additionalInfo: productQuoteSummary(product), source: 'product' }}
    />
  );
}
