// Next 16 proxy (formerly middleware): convenience redirects, and the catalogue rewrite. The real guard is
// requireAdmin() in every admin page, route handler and server action — headers such as
// x-middleware-subrequest change nothing here.
import { NextResponse, type NextRequest } from 'next/server';
import { catalogStateSegment, parseCatalogParams } from '@/lib/domain/catalog-params';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs';

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/products') {
    // Each filter state is its own cached page; the address bar keeps /products?… (see catalog-params.ts).
    const url = req.nextUrl.clone();
    url.pathname = `/products/browse/${catalogStateSegment(parseCatalogParams(Object.fromEntries(req.nextUrl.searchParams)))}`;
    url.search = '';
    return NextResponse.rewrite(url);
  }
  if (pathname.startsWith('/admin') && !pathname.startsWith('/admin/login')) {
    const hasSession = Boolean(req.cookies.get(SESSION_COOKIE)?.value || req.cookies.get(`__Secure-${SESSION_COOKIE}`)?.value);
    if (!hasSession) {
      const url = req.nextUrl.clone();
      url.pathname = '/admin/login';
      url.search = pathname === '/admin' ? '' : `?next=${encodeURIComponent(pathname)}`;
      return NextResponse.redirect(url);
    }
  }
  // Never forward request headers: NextResponse.next() without a `request` option.
  return NextResponse.next();
}

// /products without any filter key is rewritten by next.config.mjs (cheaper than a proxy round); the
// matcher must be literal, so the keys are spelled out (tests/unit/catalog-pages/catalog-routing.test.ts checks them).
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    { source: '/products', has: [{ type: 'query', key: 'q' }] },
    { source: '/products', has: [{ type: 'query', key: 'category' }] },
    { source: '/products', has: [{ type: 'query', key: 'availability' }] },
    { source: '/products', has: [{ type: 'query', key: 'page' }] },
  ],
};
