// docs/requirements.md §2 /request-quote: the Quote Request Form plus contact boxes (phone, support e-mail, response within
// 24 hours). Static: nothing here reads the database.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { CircleCheckIcon as CheckCircle2Icon } from '@/components/icons/circle-check';
import { ContactBoxes } from '@/components/quotes/contact-boxes';
import { QuoteRequestForm } from '@/components/quotes/quote-request-form';
import { companyInfo } from '@/content/company';
import { PageHero } from '@/components/static/page-hero';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Request a Quote',
  description: `Request a quote for custom cloning, lentivirus packaging, stable cell lines, genome editing or reagents. ${companyInfo.name} replies within ${companyInfo.responseTimeHours} hours.`,
  alternates: { canonical: '/request-quote' },
};

const PROMISES = ['Fixed price and timeline in the reply', 'Scientists, not sales scripts, review every request', 'Full-refund guarantee on genome-editing kits'];

export default function RequestQuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Quote request"
        title="Request a Quote"
        after={
          <ul className="mt-6 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {PROMISES.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircle2Icon className="size-4 text-primary" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        }
      >
        <p>
          Tell us about your project — cloning, lentivirus packaging, stable cell lines, genome editing or reagents in bulk. Our
          scientists reply with a price and a timeline within {companyInfo.responseTimeHours} hours.
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 lg:px-8 lg:py-14">
        <section aria-labelledby="quote-form-title" className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
          <h2 id="quote-form-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Quote Request Form
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">The more detail you give, the more precise our quote.</p>
          <QuoteRequestForm />
        </section>

        <aside className="space-y-6" aria-label="Contact">
          <ContactBoxes />
          <div className="rounded-lg border bg-surface p-5 text-sm">
            <h2 className="text-base font-semibold">Prefer to talk first?</h2>
            <p className="mt-1 text-muted-foreground">
              Ask a general question on our{' '}
              <Link href="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
                contact page
              </Link>{' '}
              or browse the{' '}
              <Link href="/services" className="font-medium text-primary underline-offset-4 hover:underline">
                services
              </Link>{' '}
              first.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
