// The packing slip's not-found content: its not-found.tsx and the page's NotFoundHere fallback show the same.
import Link from 'next/link';

export function PackingSlipNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-4 p-6 text-sm">
      <h1 className="text-lg font-semibold">Not found</h1>
      <p className="text-muted-foreground">There is no order with this id, so there is no packing slip to print.</p>
      <Link href="/admin/orders" className="text-primary underline-offset-4 hover:underline">
        Back to the orders
      </Link>
    </main>
  );
}
