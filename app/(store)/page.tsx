import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { heroSlides, homeHero, companyInfo } from '@/content/company';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { heroSlideImages } from '@/components/home/hero-images';
import { carouselImages } from '@/components/home/card-images';
import { HomeProductLists } from '@/components/home/home-product-lists';
import { HomeHitCounter } from '@/components/home/home-hit-counter';
import { ServicesGrid, type HomeServiceCard } from '@/components/home/services-grid';
import { buttonVariants } from '@/components/ui/button';
import { listServices } from '@/lib/server/catalog';
import { getBoundedPublicProductsPayload } from '@/lib/server/storefront';
import { HOME_FEATURED_CATEGORY, HOME_GENE_EDITING_CATEGORY, buildHomeProductCards, selectHomeServices } from '@/lib/domain/storefront';
import { HOME_CAROUSEL_MAX } from '@/lib/domain/storefront-constants';
import { SITE_NAME, siteUrl } from '@/lib/site';
import { cn } from '@/lib/utils';

// Rendered on the first request from the live database and cached; admin changes revalidate the tags.
export const revalidate = 3600;

const DESCRIPTION =
  'BioArk is your CRO partner for gene editing and delivery: DNA and protein markers, transfection reagents and qPCR mixes to buy online, plus CRISPR, lentivirus, cloning and stable cell line services.';

export const metadata: Metadata = {
  title: { absolute: 'BioArk — Genetic Innovation: Reagents and Genome Editing Services' },
  description: DESCRIPTION,
  alternates: { canonical: '/' },
  openGraph: {
    type: 'website',
    url: '/',
    siteName: SITE_NAME,
    title: 'BioArk — Innovative seed on board',
    description: DESCRIPTION,
    images: [{ url: heroSlides[0].image, alt: heroSlides[0].alt }],
  },
  twitter: { card: 'summary_large_image', title: 'BioArk — Innovative seed on board', description: DESCRIPTION, images: [heroSlides[0].image] },
};

function organizationJsonLd() {
  const url = siteUrl();
  const a = companyInfo.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyInfo.name,
    legalName: companyInfo.legalName,
    url,
    email: companyInfo.supportEmail,
    telephone: companyInfo.phone,
    address: { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.city, addressRegion: a.region, postalCode: a.postalCode, addressCountry: a.country },
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer support', email: companyInfo.supportEmail, telephone: companyInfo.phone }],
  };
}

export default async function HomePage() {
  // The same bounded answer the carousels poll (HOME_PRODUCTS_URL), so the first lists and the refreshed ones agree.
  const [payload, services] = await Promise.all([
    getBoundedPublicProductsPayload({ categories: [HOME_FEATURED_CATEGORY, HOME_GENE_EDITING_CATEGORY], limit: HOME_CAROUSEL_MAX }),
    listServices(),
  ]);
  const featured = buildHomeProductCards(payload, HOME_FEATURED_CATEGORY);
  const geneEditing = buildHomeProductCards(payload, HOME_GENE_EDITING_CATEGORY);
  const homeServices: HomeServiceCard[] = selectHomeServices(services).map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    icon: s.icon,
    imageUrl: s.imageUrl,
    link: s.link || `/services/${s.slug}`,
  }));

  return (
    <>
      <script
        type="application/ld+json"
        // JSON-LD must be inline; '<' is escaped so no value can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd()).replace(/</g, '\\u003c') }}
      />
      <HomeHitCounter />
      <HeroSlideshow slides={heroSlideImages(heroSlides)}>
        <div className="mx-auto flex h-full w-full max-w-7xl items-center px-4 pb-16 sm:px-6 lg:px-8">
          <div className="max-w-2xl text-white">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tracking-wide text-teal-200 ring-1 ring-white/20 backdrop-blur">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              {homeHero.tagline}
            </p>
            <h1 className="mt-5 text-[2.5rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]">{homeHero.headline}</h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-200">{homeHero.claim}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/services" className={cn(buttonVariants({ variant: 'accent', size: 'lg' }))}>
                Explore Services
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </div>
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {homeHero.stats.map((s) => (
                <div key={s.label}>
                  <dt className="text-xs text-slate-300 sm:text-sm">{s.label}</dt>
                  <dd className="order-first text-2xl font-semibold text-white tabular sm:text-3xl">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </HeroSlideshow>

      <HomeProductLists featured={featured} geneEditing={geneEditing} images={{ featured: carouselImages(featured, 'featured'), geneEditing: carouselImages(geneEditing, 'gene-editing') }} />

      <div className="py-16 sm:py-20">
        <ServicesGrid services={homeServices} />
      </div>

      <section aria-labelledby="home-cta-heading" className="mx-auto mb-16 w-full max-w-7xl px-4 sm:mb-20 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="home-cta-heading" className="text-2xl font-semibold tracking-tight">
              Planning a custom project?
            </h2>
            <p className="mt-2 text-teal-50">
              Tell us about your construct, cell line or editing goal — we reply with a price and a timeline within {companyInfo.responseTimeHours} hours.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/request-quote" className={cn(buttonVariants({ variant: 'accent', size: 'lg' }))}>
              Request Quote
            </Link>
            <Link href="/design" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white')}>
              Design a construct
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
