'use client';
// A link in a long list of cards (catalogue grid, home carousels, service cards). Next.js prefetches every
// link that scrolls into view; on the home page and the catalogue that was 20+ route payloads fetched and
// parsed on the main thread during the first seconds of a visit. These links fetch the route when the
// visitor shows intent instead — pointer over, keyboard focus or touch — which still comes well before the
// click lands.
import Link from 'next/link';
import { useRouter } from 'next/navigation';

type IntentLinkProps = Omit<React.ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
    />
  );
}
