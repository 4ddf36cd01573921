'use client';
// The storefront header (docs/requirements.md §2): logo, the main links with the Products mega menu and the Services menu,
// 'Request Quote', the cart with its count; translucent once the page has scrolled more than 4 px; on small
// screens a toggle menu. docs/requirements.md §9 timings: hover open 200 ms, skip 300 ms (moving between menus), close 150 ms.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { CartLink } from '@/components/cart/cart-link';
import { AccountMenu } from '@/components/account/account-menu';
import { resolvedButtonVariants as buttonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-join';
import { HeaderDropdown, type OpenIntent } from './header-dropdown';
import { MobileNav } from './mobile-nav';
import { HEADER_LINKS, REQUEST_QUOTE_LINK, isActivePath } from './nav-links';
import { whenPageSettled } from '@/lib/client/page-settled';
import type { ServiceMenuItem } from './services-menu';
import { SiteLogo } from './site-logo';
import { HeaderSearch } from './header-search';
import { SearchIcon } from '@/components/icons/search';
import { XIcon } from '@/components/icons/x';
import { useProductMenu } from './use-product-menu';

export const SCROLL_TRANSLUCENT_PX = 4;
const HOVER_OPEN_MS = 200;
const HOVER_SKIP_MS = 300;
const HOVER_CLOSE_MS = 150;

type MenuName = 'products' | 'services';

/** Solid (translucent, with a shadow) once the page has scrolled or while a menu is open. */
export function headerClassName(solid: boolean): string {
  return cx(
    'sticky top-0 z-40 w-full border-b print:hidden transition-[background-color,box-shadow,border-color] duration-200',
    solid ? 'border-border bg-background/85 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-background/75' : 'border-transparent bg-background',
  );
}

// The menu panels load on demand (they are only rendered while open): fetched once the page has settled,
// or as soon as the pointer or keyboard heads for a menu, so they stay out of every page's first load.
const loadProductsMenu = () => import('./products-mega-menu').then((m) => m.ProductsMegaMenu);
const loadServicesMenu = () => import('./services-menu').then((m) => m.ServicesMenu);
const preloadMenus = () => {
  void loadProductsMenu().catch(() => undefined);
  void loadServicesMenu().catch(() => undefined);
};
const MenuLoading = () => (
  <p role="status" className="p-6 text-sm text-muted-foreground">
    Loading…
  </p>
);
const ProductsMegaMenu = lazy(() => loadProductsMenu().then((C) => ({ default: C })));
const ServicesMenu = lazy(() => loadServicesMenu().then((C) => ({ default: C })));

export function SiteHeader({ services }: { services: ServiceMenuItem[] }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const [intent, setIntent] = useState<OpenIntent | null>(null);
  const [prevPath, setPrevPath] = useState(pathname);
  const [searchOpen, setSearchOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastClosedAt = useRef(0);
  const productMenu = useProductMenu();
  const { ensureLoaded } = productMenu;

  // A new page closes any open menu.
  if (pathname !== prevPath) {
    setPrevPath(pathname);
    setOpenMenu(null);
    setSearchOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TRANSLUCENT_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  useEffect(() => whenPageSettled(preloadMenus), []);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const openNow = useCallback(
    (name: MenuName, how: OpenIntent) => {
      clearTimer();
      preloadMenus();
      if (name === 'products') ensureLoaded();
      setIntent(how);
      setOpenMenu(name);
    },
    [ensureLoaded],
  );

  const close = useCallback(() => {
    clearTimer();
    setOpenMenu((current) => {
      if (current) lastClosedAt.current = Date.now();
      return null;
    });
  }, []);

  const hoverEnter = (name: MenuName) => {
    clearTimer();
    preloadMenus();
    if (openMenu === name) return;
    // Moving straight from one menu to another (or back within the skip window) opens without delay.
    const skip = openMenu !== null || Date.now() - lastClosedAt.current < HOVER_SKIP_MS;
    if (skip) openNow(name, 'pointer');
    else timer.current = setTimeout(() => openNow(name, 'pointer'), HOVER_OPEN_MS);
  };

  const hoverLeave = () => {
    clearTimer();
    timer.current = setTimeout(close, HOVER_CLOSE_MS);
  };

  const link = (href: string, label: string) => {
    const active = isActivePath(pathname, href);
    return (
      <li key={href}>
        <Link
          href={href}
          aria-current={active ? 'page' : undefined}
          className={cx(
            'inline-flex h-10 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors hover:text-primary xl:px-3',
            active ? 'text-primary' : 'text-foreground',
          )}
        >
          {label}
        </Link>
      </li>
    );
  };

  return (
    <header
      data-first-screen=""
      data-scrolled={scrolled ? 'true' : 'false'}
      className={headerClassName(scrolled || openMenu !== null)}
    >
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:gap-2 lg:px-8 xl:gap-4">
        <SiteLogo />
        <nav aria-label="Main" className="ml-4 hidden flex-1 lg:ml-2 lg:block xl:ml-4">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {link(HEADER_LINKS.home.href, HEADER_LINKS.home.label)}
            <HeaderDropdown
              name="products"
              open={openMenu === 'products'}
              intent={openMenu === 'products' ? intent : null}
              onOpen={(how) => openNow('products', how)}
              onClose={close}
              onPointerEnter={() => hoverEnter('products')}
              onPointerLeave={hoverLeave}
              label={HEADER_LINKS.products.label}
              href={HEADER_LINKS.products.href}
              active={isActivePath(pathname, HEADER_LINKS.products.href)}
              panelLabel="Products menu"
              panelClassName="inset-x-0 rounded-b-lg border-x-0"
            >
              <Suspense fallback={<MenuLoading />}>
                <ProductsMegaMenu menu={productMenu} onNavigate={close} />
              </Suspense>
            </HeaderDropdown>
            <HeaderDropdown
              name="services"
              open={openMenu === 'services'}
              intent={openMenu === 'services' ? intent : null}
              onOpen={(how) => openNow('services', how)}
              onClose={close}
              onPointerEnter={() => hoverEnter('services')}
              onPointerLeave={hoverLeave}
              label={HEADER_LINKS.services.label}
              href={HEADER_LINKS.services.href}
              active={isActivePath(pathname, HEADER_LINKS.services.href)}
              panelLabel="Services menu"
              className="relative"
              panelClassName="left-0 mt-3 w-[26rem] rounded-lg"
            >
              <Suspense fallback={<MenuLoading />}>
                <ServicesMenu services={services} onNavigate={close} />
              </Suspense>
            </HeaderDropdown>
            {link(HEADER_LINKS.design.href, HEADER_LINKS.design.label)}
            {link(HEADER_LINKS.blog.href, HEADER_LINKS.blog.label)}
            {link(HEADER_LINKS.investors.href, HEADER_LINKS.investors.label)}
            {link(HEADER_LINKS.whyBioark.href, HEADER_LINKS.whyBioark.label)}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch className="hidden w-52 xl:block" />
          {/* Below 1280 px the search row opens under the bar (the inline box would push the bar off screen at 1024 px); without JavaScript the link leads to the catalogue's search. */}
          <Link
            href="/products"
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            onClick={(e) => {
              e.preventDefault();
              setSearchOpen((o) => !o);
            }}
            className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-secondary xl:hidden"
          >
            {searchOpen ? <XIcon className="size-5" aria-hidden="true" /> : <SearchIcon className="size-5" aria-hidden="true" />}
          </Link>
          <Link href={REQUEST_QUOTE_LINK.href} className={cx(buttonVariants({ variant: 'accent' }), 'max-sm:hidden')}>
            {REQUEST_QUOTE_LINK.label}
          </Link>
          <AccountMenu />
          <CartLink />
          <MobileNav pathname={pathname} />
        </div>
      </div>
      {searchOpen ? (
        <div className="border-t px-4 py-2 sm:px-6 xl:hidden">
          <HeaderSearch autoFocus />
        </div>
      ) : null}
    </header>
  );
}
