'use client';
// The small-screen menu's sheet (docs/requirements.md §2: a toggle menu with a Store section). Loaded on first open only.
import Link from '@/components/ui/app-link';
import { useCart } from '@/components/cart/cart-provider';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_FILTERS } from '@/lib/domain/catalog';
import { formatCartBadge } from '@/lib/domain/cart';
import { categoryLink } from '@/lib/domain/storefront';
import { cn } from '@/lib/utils';
import { HEADER_LINKS, REQUEST_QUOTE_LINK, isActivePath } from './nav-links';

const EXPLORE = [HEADER_LINKS.home, HEADER_LINKS.services, HEADER_LINKS.design, HEADER_LINKS.blog, HEADER_LINKS.investors, HEADER_LINKS.whyBioark, { href: '/contact', label: 'Contact' }];
const CATEGORIES = CATEGORY_FILTERS.filter((c) => c.value !== 'all');

export default function MobileNavSheet({ pathname, open, onOpenChange, onCloseAutoFocus }: { pathname: string; open: boolean; onOpenChange: (open: boolean) => void; onCloseAutoFocus: (e: Event) => void }) {
  const { itemCount, ready } = useCart();
  const close = () => onOpenChange(false);
  const badge = ready ? formatCartBadge(itemCount) : '';

  const item = (href: string, label: string, extra?: React.ReactNode) => {
    const active = isActivePath(pathname, href);
    return (
      <li key={`${href}-${label}`}>
        <Link
          href={href}
          onClick={close}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex min-h-11 items-center justify-between rounded-md px-3 text-base font-medium transition-colors hover:bg-subtle',
            active && 'text-primary',
          )}
        >
          {label}
          {extra}
        </Link>
      </li>
    );
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id="mobile-nav" side="right" className="gap-0 p-0" aria-describedby="mobile-nav-description" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            Site navigation
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-6 p-4">
          <section aria-labelledby="mobile-nav-store">
            <h2 id="mobile-nav-store" className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Store
            </h2>
            <ul>
              {item(HEADER_LINKS.products.href, 'All Products')}
              {CATEGORIES.map((c) => (
                <li key={c.value}>
                  <Link href={categoryLink(c.value)} onClick={close} className="flex min-h-11 items-center rounded-md pr-3 pl-6 text-sm text-muted-foreground transition-colors hover:bg-subtle hover:text-foreground">
                    {c.label}
                  </Link>
                </li>
              ))}
              {item(
                '/cart',
                'Cart',
                badge ? (
                  <span className="rounded-full bg-accent px-2 text-xs leading-5 font-semibold text-accent-foreground tabular" aria-label={`${itemCount} items`}>
                    {badge}
                  </span>
                ) : null,
              )}
            </ul>
          </section>
          <section aria-labelledby="mobile-nav-explore">
            <h2 id="mobile-nav-explore" className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Explore
            </h2>
            <ul>{EXPLORE.map((l) => item(l.href, l.label))}</ul>
          </section>
          <Link href={REQUEST_QUOTE_LINK.href} onClick={close} className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full')}>
            {REQUEST_QUOTE_LINK.label}
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
