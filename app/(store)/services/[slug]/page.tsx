// docs/requirements.md §2 Service detail: gallery (more than 1 image, up to 12 thumbnails), Service Overview (markdown, else
// longDescription), Process Overview as numbered steps, Key Benefits and a 'Ready to Start' card. The slug
// matches the whole link or its last segment; unknown → 404.
import type { Metadata } from 'next';
import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { CircleCheckIcon as CheckCircle2Icon } from '@/components/icons/circle-check';
import { getServiceBySlug } from '@/lib/server/catalog';
import { SERVICE_GALLERY_THUMBS_MAX } from '@/lib/domain/catalog';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { galleryImages } from '@/components/catalog/gallery-images';
import { Markdown } from '@/components/markdown/markdown';
import { ServiceIcon } from '@/components/services/service-icon';
import { serviceHref } from '@/components/services/service-card';
import { buttonVariants } from '@/components/ui/button';
import { JsonLd, absoluteUrl, breadcrumbJsonLd, organizationRef } from '@/components/seo/json-ld';
import { companyInfo } from '@/content/company';
import { displayImage } from '@/lib/domain/media-display';
import { renderableHref } from '@/lib/domain/safe-url';
import { requestQuoteHref } from '@/lib/domain/quote-options';

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const service = await getServiceBySlug((await params).slug);
  if (!service) return { title: 'Service not found', robots: { index: false } };
  const href = serviceHref(service);
  return {
    title: service.name,
    description: service.description,
    alternates: { canonical: href },
    openGraph: {
      type: 'website',
      title: `${service.name} | BioArk`,
      description: service.description,
      url: href,
      ...(service.imageUrl ? { images: [{ url: service.imageUrl, width: 1200, height: 800, alt: service.name }] } : {}),
    },
    twitter: { card: 'summary_large_image', title: `${service.name} | BioArk`, description: service.description, ...(service.imageUrl ? { images: [service.imageUrl] } : {}) },
  };
}

export default async function ServiceDetailPage({ params }: { params: Params }) {
  const service = await getServiceBySlug((await params).slug);
  if (!service) return <NotFoundHere />;
  const href = serviceHref(service);
  const images = service.images.length ? service.images : service.imageUrl ? [service.imageUrl] : [];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.longDescription || service.description,
    url: absoluteUrl(href),
    serviceType: service.name,
    provider: organizationRef(),
    areaServed: 'Worldwide',
    ...(images.length ? { image: images.map(absoluteUrl) } : {}),
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Services', path: '/services' }, { name: service.name, path: href }])} />
      <section className="border-b bg-gradient-to-br from-primary/10 via-surface to-background">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Services', href: '/services' }, { name: service.name }]} />
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
            <ServiceIcon name={service.icon} className="size-14 shrink-0" />
            <div>
              <h1 className="text-3xl font-semibold tracking-tight sm:text-5xl">{service.name}</h1>
              <p className="mt-3 max-w-3xl text-base text-muted-foreground sm:text-lg">{service.description}</p>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-14">
        <div className="min-w-0 space-y-12">
          {images.length > 1 ? (
            <ProductGallery images={galleryImages(images)} name={service.name} maxThumbs={SERVICE_GALLERY_THUMBS_MAX} columns={6} aspect="wide" />
          ) : images.length === 1 ? (
            <div className="relative aspect-[3/2] overflow-hidden rounded-lg border bg-surface">
              <StaticImage {...displayImage(images[0])} alt={service.name} fill priority sizes="(min-width: 1024px) 800px, 100vw" className="object-cover" />
            </div>
          ) : null}

          <section aria-labelledby="overview-title">
            <h2 id="overview-title" className="text-2xl font-semibold tracking-tight">
              Service Overview
            </h2>
            {service.markdown ? (
              <Markdown className="mt-4">{service.markdown}</Markdown>
            ) : (
              <p className="mt-4 leading-relaxed text-muted-foreground">{service.longDescription || service.description}</p>
            )}
          </section>

          {service.processOverview.length ? (
            <section aria-labelledby="process-title">
              <h2 id="process-title" className="text-2xl font-semibold tracking-tight">
                Process Overview
              </h2>
              <ol className="mt-6 grid gap-4">
                {service.processOverview.map((p, i) => (
                  <li key={`${p.step}-${i}`} className="flex gap-4 rounded-lg border bg-card p-4 sm:p-5">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums" aria-hidden="true">
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="font-semibold">
                        <span className="sr-only">Step {i + 1}: </span>
                        {p.step}
                      </h3>
                      <p className="mt-1 text-sm text-muted-foreground">{p.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {service.keyBenefits.length ? (
            <section aria-labelledby="benefits-title">
              <h2 id="benefits-title" className="text-2xl font-semibold tracking-tight">
                Key Benefits
              </h2>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {service.keyBenefits.map((b) => (
                  <li key={b} className="flex gap-3 rounded-lg bg-surface p-4 text-sm">
                    <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Next steps">
          <div className="rounded-lg border border-primary/30 bg-primary/5 p-6">
            <h2 className="text-xl font-semibold tracking-tight">Ready to Start</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Tell us about your project and our scientists reply with a fixed price and timeline within {companyInfo.responseTimeHours} hours.
            </p>
            <Link href={requestQuoteHref(service.slug)} className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-5 w-full' })}>
              Request a Quote
            </Link>
          </div>
          {service.relatedProducts.length ? (
            <div className="rounded-lg border bg-card p-6">
              <h2 className="text-base font-semibold">Related Products</h2>
              <ul className="mt-3 grid gap-1">
                {service.relatedProducts.map((r) => {
                  const href = renderableHref(r.link);
                  return (
                    <li key={`${r.name}-${r.link}`}>
                      {href ? (
                        <Link href={href} className="inline-flex min-h-10 items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
                          <ArrowRightIcon className="size-3.5 shrink-0" aria-hidden="true" />
                          {r.name}
                        </Link>
                      ) : (
                        <span className="inline-flex min-h-10 items-center text-sm">{r.name}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          {service.caseStudies.length ? (
            <div className="rounded-lg border bg-card p-6">
              <h2 className="text-base font-semibold">Further Reading</h2>
              <ul className="mt-3 grid gap-1">
                {service.caseStudies.map((c) => {
                  const href = renderableHref(c.link);
                  return (
                    <li key={`${c.title}-${c.link}`}>
                      {href ? (
                        <Link href={href} className="inline-flex min-h-10 items-center gap-1.5 py-1 text-sm text-primary underline-offset-4 hover:underline">
                          {c.title}
                        </Link>
                      ) : (
                        <span className="inline-flex min-h-10 items-center py-1 text-sm">{c.title}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </aside>
      </div>
    </>
  );
}
