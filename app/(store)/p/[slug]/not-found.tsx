// docs/requirements.md §2: the simple product page says 'Product not found.' for an unknown product.
import Link from '@/components/ui/app-link';
import { buttonVariants } from '@/components/ui/button';

export default function SimpleProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Product not found.</h1>
      <p className="mt-2 text-muted-foreground">The product may have been removed or the link is mistyped.</p>
      <Link href="/products" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
        Browse the catalogue
      </Link>
    </div>
  );
}
