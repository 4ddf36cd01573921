'use client';
// The buying block of a product page (docs/requirements.md §2 product detail, §4 product detail view): the price of the selected
// option (or 'Contact Sales'), the option selector (first option or 'Default'), a quantity stepper kept within
// 1–999, and Add to Cart — or, for quote-only products, Add to Quote and the Submit Quote dialog.
import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { FileTextIcon } from '@/components/icons/file-text';
import { ShoppingCartIcon } from '@/components/icons/shopping-cart';
import { ZapIcon } from '@/components/icons/zap';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import { PlainButton as Button } from '@/components/ui/plain-button';
import { defaultOption, selectDisplayPriceCents } from '@/lib/domain/catalog';
import { clampProductQuantity, type CartItemInput } from '@/lib/domain/cart';
import { formatCents } from '@/lib/domain/money';
import type { ProductOption } from '@/lib/types/catalog';
import { cx } from '@/lib/class-join';

export const CONTACT_SALES = 'Contact Sales';

// Only quote-only products render the dialog; loading it on demand keeps its form code (and zod) off the
// first load of every purchasable product page. It is still rendered on the server (the trigger is in the HTML).
const ProductQuoteDialog = lazy(() => import('@/components/quotes/product-quote-dialog').then((m) => ({ default: m.ProductQuoteDialog })));

export interface PurchasableProduct {
  id: string;
  name: string;
  catalogNumber: string;
  link: string;
  imageUrl: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  options: ProductOption[];
}

export function cartItemFor(product: PurchasableProduct, option: string): CartItemInput {
  const price = selectDisplayPriceCents(product, option);
  return {
    id: product.catalogNumber || product.name,
    name: product.name,
    priceCents: price ?? 0,
    imageUrl: product.imageUrl,
    variant: option,
    link: product.link,
    quoteOnly: product.quoteOnly,
    catalogNumber: product.catalogNumber || undefined,
  };
}

function useProductSelection(product: PurchasableProduct) {
  const [option, setOption] = useState(() => defaultOption(product.options));
  const [quantity, setQuantity] = useState(1);
  const price = selectDisplayPriceCents(product, option);
  return { option, setOption, quantity, setQuantity: (n: number) => setQuantity(clampProductQuantity(n)), price };
}

export function OptionSelector({
  options,
  value,
  onChange,
  name,
}: {
  options: ProductOption[];
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  const labels = options.length ? options.map((o) => o.label) : [defaultOption(options)];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Option</legend>
      <div className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <label
            key={label}
            className={cx(
              'inline-flex min-h-11 cursor-pointer items-center rounded-md border px-3.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === label ? 'border-primary bg-primary/10 font-medium text-primary' : 'border-border hover:bg-subtle',
            )}
          >
            <input
              type="radio"
              name={`option-${name}`}
              value={label}
              checked={value === label}
              onChange={() => onChange(label)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function PriceDisplay({ cents, className }: { cents: number | null; className?: string }) {
  return (
    <p className={cx('text-3xl font-semibold tracking-tight tabular-nums', className)} data-testid="product-price" aria-live="polite">
      {cents === null ? CONTACT_SALES : formatCents(cents)}
    </p>
  );
}

export function ProductPurchase({ product }: { product: PurchasableProduct }) {
  const add = useAddToCart();
  const { option, setOption, quantity, setQuantity, price } = useProductSelection(product);

  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm text-muted-foreground">Price</p>
        <PriceDisplay cents={price} />
        {product.quoteOnly && price !== null ? (
          <p className="mt-1 text-sm text-muted-foreground">Reference price — the final price is confirmed in your quote.</p>
        ) : null}
      </div>
      <OptionSelector options={product.options} value={option} onChange={setOption} name={product.id} />
      <div>
        <p className="mb-2 text-sm font-medium">Quantity</p>
        <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {product.quoteOnly ? (
          <>
            <Button type="button" size="lg" variant="accent" onClick={() => add(cartItemFor(product, option), quantity)}>
              <FileTextIcon aria-hidden="true" />
              Add to Quote
            </Button>
            <Suspense fallback={null}>
              <ProductQuoteDialog product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber, option, quantity }} />
            </Suspense>
          </>
        ) : (
          <Button type="button" size="lg" onClick={() => add(cartItemFor(product, option), quantity)}>
            <ShoppingCartIcon aria-hidden="true" />
            Add to Cart
          </Button>
        )}
      </div>
    </div>
  );
}

/** The simple product page (/p/{slug}-ui): options, quantity, Add to Cart and Buy Now (adds, then opens the cart). */
export function SimpleProductPurchase({ product }: { product: PurchasableProduct }) {
  const add = useAddToCart();
  const router = useRouter();
  const { option, setOption, quantity, setQuantity, price } = useProductSelection(product);
  return (
    <div className="grid gap-6">
      <PriceDisplay cents={price} />
      <OptionSelector options={product.options} value={option} onChange={setOption} name={product.id} />
      <div>
        <p className="mb-2 text-sm font-medium">Quantity</p>
        <QuantityStepper value={quantity} onChange={setQuantity} itemName={product.name} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" size="lg" variant="outline" onClick={() => add(cartItemFor(product, option), quantity)}>
          <ShoppingCartIcon aria-hidden="true" />
          Add to Cart
        </Button>
        <Button
          type="button"
          size="lg"
          onClick={() => {
            add(cartItemFor(product, option), quantity);
            router.push('/cart');
          }}
        >
          <ZapIcon aria-hidden="true" />
          Buy Now
        </Button>
      </div>
    </div>
  );
}

/** docs/requirements.md §2: the optional bottom Add to Cart of the safe-harbor knock-in product (first option, quantity 1). */
export function BottomAddToCart({ product }: { product: PurchasableProduct }) {
  const add = useAddToCart();
  return (
    <Button type="button" size="lg" onClick={() => add(cartItemFor(product, defaultOption(product.options)), 1)}>
      <ShoppingCartIcon aria-hidden="true" />
      Add to Cart
    </Button>
  );
}
