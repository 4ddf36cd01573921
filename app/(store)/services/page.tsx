// docs/requirements.md §2 Services list: cards newest first (createdAt), each with icon, name, description and Learn More;
// closing call to action 'Request a Quote' → /request-quote.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { listServices } from '@/lib/server/catalog';
import { ServiceCard } from '@/components/services/service-card';
import { buttonVariants } from '@/components/ui/button';
import { JsonLd, breadcrumbJsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/static/page-hero';

export const revalidate = 3600;

const DESCRIPTION =
  'Custom plasmid cloning, CRISPR genome editing kits, lentivirus packaging, stable cell line generation and lab supplies — fixed prices and clear lead times from BioArk.';

export const metadata: Metadata = {
  title: 'Services',
  description: DESCRIPTION,
  alternates: { canonical: '/services' },
  openGraph: { title: 'Services | BioArk', description: DESCRIPTION, url: '/services', type: 'website' },
  twitter: { card: 'summary', title: 'Services | BioArk', description: DESCRIPTION },
};

export default async function ServicesPage() {
  const services = await listServices();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Services', path: '/services' }])} />
      <PageHero eyebrow="Services" title="Our Services">
        <p>
          Genome-engineering and molecular biology services run by PhD scientists — fixed prices, clear timelines and every
          construct verified before it ships.
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {services.length === 0 ? (
          <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">No services are listed right now.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Services">
            {services.map((s) => (
              <li key={s.id}>
                <ServiceCard service={s} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <section aria-labelledby="services-cta-title" className="border-t bg-surface">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8 lg:py-16">
          <div className="max-w-2xl">
            <h2 id="services-cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Have a project in mind?
            </h2>
            <p className="mt-2 text-muted-foreground">Tell us what you need — we reply with a price and a timeline within 24 hours.</p>
          </div>
          <Link href="/request-quote" className={buttonVariants({ variant: 'accent', size: 'lg', className: 'w-full sm:w-auto' })}>
            Request a Quote
          </Link>
        </div>
      </section>
    </>
  );
}
