'use client';
// The storefront's link: an <a> that navigates inside the app (the router's own push, so the layout, the cart
// and the header stay mounted) and fetches the next route when the visitor shows intent — pointer over, keyboard
// focus, touch — instead of next/link's prefetch of every link that scrolls into view. next/link itself cost
// about 4 KB gzip on every public page (docs/architecture.md#first-load-javascript); this is a few hundred bytes.
// A click that asks the browser for something else (new tab, download, modifier keys, another origin, a hash
// on this page) is left to the browser, as next/link does.
import { useRouter } from 'next/navigation';

export type AppLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  /** false: keep the scroll position (next/link's `scroll`). */
  scroll?: boolean;
  /** false: no fetch on intent either (the route is fetched on click). */
  prefetch?: boolean;
};

function isAppHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export default function AppLink({ href, scroll = true, prefetch = true, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const router = useRouter();
  const intent = () => {
    if (prefetch && isAppHref(href)) router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        const target = e.currentTarget.getAttribute('target');
        if ((target && target !== '_self') || e.currentTarget.hasAttribute('download') || !isAppHref(href)) return;
        e.preventDefault();
        router.push(href, { scroll });
      }}
      onMouseEnter={(e) => {
        intent();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        intent();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        intent();
        onTouchStart?.(e);
      }}
    />
  );
}
