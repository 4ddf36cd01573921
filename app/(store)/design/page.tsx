// docs/requirements.md §2 Gene design wizard (/design): a static server shell with metadata; the six-step wizard is a client
// component that reads the design from the URL (hence the Suspense boundary around useSearchParams).
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DesignWizard } from '@/components/design/design-wizard';
import { DesignWizardSkeleton } from '@/components/design/design-wizard-skeleton';

export const metadata: Metadata = {
  title: 'Gene Design',
  description:
    'Design a custom gene construct in six steps — CRISPR-Cas9, RNAi, mammalian or prokaryotic cloning — with a live construct map, an indicative price and a one-click quote.',
  alternates: { canonical: '/design' },
};

export default function DesignPage() {
  return (
    <>
      <section className="border-b bg-gradient-to-br from-primary/10 via-surface to-background print:hidden">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Gene design</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-5xl">Design your gene construct</h1>
          <p className="mt-4 max-w-2xl text-base text-muted-foreground sm:text-lg">
            Six steps from category to format. Watch the construct map build as you choose, see an indicative price, and send the
            design to our scientists for a quote.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
        <Suspense fallback={<DesignWizardSkeleton />}>
          <DesignWizard />
        </Suspense>
      </div>
    </>
  );
}
