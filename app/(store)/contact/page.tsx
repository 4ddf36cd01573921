// docs/requirements.md §2 Contact: address, a map embed centred on the company address, four FAQ entries and the contact form.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { ClockIcon } from '@/components/icons/clock';
import { MailIcon } from '@/components/icons/mail';
import { MapPinIcon } from '@/components/icons/map-pin';
import { PhoneIcon } from '@/components/icons/phone';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactMap } from '@/components/contact/contact-map';
import { FaqList } from '@/components/contact/faq-list';
import { telHref } from '@/components/quotes/contact-boxes';
import { companyInfo, faqEntries } from '@/content/company';
import { PageHero } from '@/components/static/page-hero';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Contact Us',
  description: `Contact ${companyInfo.name}: questions about products, services, technical support or partnerships. We respond within ${companyInfo.responseTimeHours} hours.`,
  alternates: { canonical: '/contact' },
};

export default function ContactPage() {
  const a = companyInfo.address;
  const oneLine = `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
  return (
    <>
      <PageHero eyebrow="Contact" title="Contact Us">
        <p>
          Questions about a product, a service or an order? Write to us — a scientist from our team replies within{' '}
          {companyInfo.responseTimeHours} hours. For a priced proposal, use the{' '}
          <Link href="/request-quote" className="font-medium text-primary underline-offset-4 hover:underline">
            quote request form
          </Link>
          .
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10 lg:px-8 lg:py-14">
        <section aria-labelledby="contact-form-title" className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">We read every message and answer on business days.</p>
          <ContactForm />
        </section>

        <aside className="space-y-6" aria-label="Where to find us">
          <div className="rounded-lg border bg-card p-5 shadow-xs">
            <h2 className="text-base font-semibold">{companyInfo.legalName}</h2>
            <address className="mt-3 space-y-3 text-sm not-italic">
              <p className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>
                  {a.street}
                  <br />
                  {a.city}, {a.region} {a.postalCode}
                  <br />
                  {a.country}
                </span>
              </p>
              <p className="flex items-center gap-3">
                <PhoneIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <a href={telHref(companyInfo.phone)} className="font-medium tabular-nums underline-offset-4 hover:text-primary hover:underline">
                  {companyInfo.phone}
                </a>
              </p>
              <p className="flex items-center gap-3">
                <MailIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <a href={`mailto:${companyInfo.supportEmail}`} className="font-medium break-all underline-offset-4 hover:text-primary hover:underline">
                  {companyInfo.supportEmail}
                </a>
              </p>
              <p className="flex items-center gap-3">
                <ClockIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span>Response within {companyInfo.responseTimeHours} hours</span>
              </p>
            </address>
          </div>
          <ContactMap geo={companyInfo.geo} label={`${companyInfo.name}, ${oneLine}`} />
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="border-t bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
          <h2 id="faq-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">Quick answers before you write.</p>
          <FaqList entries={faqEntries} />
        </div>
      </section>
    </>
  );
}
