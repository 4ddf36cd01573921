// A postal address as the order pages print it (customer, account, offer and admin, and the packing slip):
// formatAddressLines's lines, one a line, in an <address>. With no line to print (no address, or an empty one) it
// prints `fallback` instead — the packing slip names the customer — or nothing at all when there is none.
// Plain markup (no class merging), so client components use it as cheaply as pages.
import type { ComponentProps, ReactNode } from 'react';
import { formatAddressLines, type PostalAddress } from '@/lib/domain/address';

export function AddressLines({ address, fallback, className, ...props }: { address: PostalAddress | null | undefined; fallback?: ReactNode } & ComponentProps<'address'>) {
  const lines = formatAddressLines(address);
  if (!lines.length && fallback == null) return null;
  return (
    <address className={className ? `not-italic ${className}` : 'not-italic'} {...props}>
      {lines.length
        ? lines.map((l, i) => (
            <span key={i} className="block break-words">
              {l}
            </span>
          ))
        : fallback}
    </address>
  );
}
