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
    <Providers>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader services={services} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </Providers>
  );
}
