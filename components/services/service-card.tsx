// A services-list card (docs/requirements.md §2): icon, name, description and a Learn More link.
import Link from '@/components/ui/app-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { ServiceIcon } from '@/components/services/service-icon';
import type { Service } from '@/lib/types/catalog';

export function serviceHref(s: Pick<Service, 'link' | 'slug'>): string {
  return s.link?.startsWith('/services/') ? s.link : `/services/${s.slug}`;
}

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article data-testid="service-card" className="group relative flex h-full flex-col rounded-lg border bg-card p-6 transition-shadow duration-200 hover:shadow-md">
      <ServiceIcon name={service.icon} />
      <h2 className="mt-5 text-lg font-semibold leading-snug">{service.name}</h2>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{service.description}</p>
      <Link
        href={serviceHref(service)}
        aria-label={`Learn More: ${service.name}`}
        className="mt-5 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary after:absolute after:inset-0 after:content-[''] hover:underline"
      >
        Learn More
        <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" aria-hidden="true" />
      </Link>
    </article>
  );
}
