import { Providers } from '@/components/providers';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SkipLink } from '@/components/layout/skip-link';
import type { ServiceMenuItem } from '@/components/layout/services-menu';
import { listServices } from '@/lib/server/catalog';

async function servicesMenu(): Promise<ServiceMenuItem[]> {
  try {
    const services = await listServices();
    return services.map((s) => ({ id: s.id, name: s.name, description: s.description, link: s.link || `/services/${s.slug}` }));
  } catch {
    // The header must render even when the database is briefly unreachable.
    return [];
  }
}

export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  const services = await servicesMenu();
  return (
    // The shell is the body's own children, with no wrapper: the server puts the whole stylesheet right after the
    // header, where React, hydrating the body, skips it (docs/architecture.md#first-frame). The body is the column
    // whose main grows (app/globals.css).
    <Providers>
      <SkipLink />
      <ScrollToTop />
      <SiteHeader services={services} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </Providers>
  );
}
