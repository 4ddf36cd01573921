// A postal address as the order pages print it (customer, account, offer and admin): formatAddressLines's lines,
// one a line, in an <address>. Plain markup (no class merging), so client components use it as cheaply as pages.
import type { ComponentProps } from 'react';
import { formatAddressLines, type PostalAddress } from '@/lib/domain/address';

export function AddressLines({ address, className, ...props }: { address: PostalAddress } & ComponentProps<'address'>) {
  return (
    <address className={className ? `not-italic ${className}` : 'not-italic'} {...props}>
      {formatAddressLines(address).map((l, i) => (
        <span key={i} className="block break-words">
          {l}
        </span>
      ))}
    </address>
  );
}
