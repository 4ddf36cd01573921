// /documents (docs/documents.md): find a lot's certificate of analysis by catalogue number and lot number.
// There is no list of lots; safety data sheets and manuals are on each product's Documents tab.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { CoaLookupForm } from '@/components/documents/coa-lookup-form';
import { PageHero } from '@/components/static/page-hero';

export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Certificates of Analysis',
  description: 'Find the certificate of analysis (COA) for your lot by catalog number and lot number. Safety data sheets are on each product page.',
  alternates: { canonical: '/documents' },
};

export default function DocumentsPage() {
  return (
    <>
      <PageHero eyebrow="Documents" title="Certificates of Analysis">
        <p>Enter the catalog number and the lot number printed on your tube to get that lot&apos;s certificate of analysis (COA) as a PDF.</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 lg:px-8 lg:py-14">
        <section aria-labelledby="coa-lookup-title" className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
          <h2 id="coa-lookup-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
            Find a certificate of analysis
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">Both numbers are on the product label. Letter case and extra spaces do not matter.</p>
          <CoaLookupForm idPrefix="documents-coa" />
        </section>
        <aside className="space-y-4 self-start rounded-lg border bg-card p-5 text-sm shadow-xs" aria-label="Other documents">
          <h2 className="text-base font-semibold">Safety data sheets and manuals</h2>
          <p className="text-muted-foreground">
            The current safety data sheet (SDS) and the manuals of a product are on its page, under the Documents tab, together with a ready citation
            for your paper.
          </p>
          <p>
            <Link href="/products" className="font-medium text-primary underline-offset-4 hover:underline">
              Browse products
            </Link>
          </p>
          <p className="text-muted-foreground">
            Missing a certificate?{' '}
            <Link href="/contact?subject=technical" className="font-medium text-primary underline-offset-4 hover:underline">
              Contact support
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
