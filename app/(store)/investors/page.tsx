// docs/requirements.md §1, §2 Investors: the three-tier strategy and three roadmap phases with period and funding.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { CheckIcon } from '@/components/icons/check';
import { investorTiers, roadmapPhases, companyInfo } from '@/content/company';
import { PageHero } from '@/components/static/page-hero';
import { buttonVariants } from '@/components/ui/button';

export const revalidate = 3600;

const DESCRIPTION =
  'BioArk investor overview: a three-tier strategy from reagents to services to platform partnerships, and a three-phase roadmap ($300k, $1M, $3M).';

export const metadata: Metadata = {
  title: 'Investors',
  description: DESCRIPTION,
  alternates: { canonical: '/investors' },
  openGraph: { title: 'Investors | BioArk', description: DESCRIPTION, url: '/investors', type: 'website' },
  twitter: { card: 'summary', title: 'Investors | BioArk', description: DESCRIPTION },
};

export default function InvestorsPage() {
  return (
    <>
      <PageHero eyebrow="Investors" title="Investor Relations">
        <p>
          {companyInfo.name} combines a cash-generating reagent business with a specialised genome-engineering CRO — and builds
          the platforms for therapeutic partnerships on top.
        </p>
      </PageHero>

      <section aria-labelledby="strategy-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <h2 id="strategy-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Three-Tier Strategy
        </h2>
        <ol className="mt-8 grid gap-6 lg:grid-cols-3">
          {investorTiers.map((t, i) => (
            <li key={t.title} data-testid="investor-tier" className="flex flex-col rounded-lg border bg-card p-6">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold leading-snug">{t.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t.description}</p>
              <ul className="mt-4 grid gap-2">
                {t.points.map((p) => (
                  <li key={p} className="flex gap-2 text-sm">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="roadmap-title" className="border-t bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <h2 id="roadmap-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Roadmap
          </h2>
          <ol className="mt-8 grid gap-6 lg:grid-cols-3">
            {roadmapPhases.map((p) => (
              <li key={p.phase} data-testid="roadmap-phase" className="rounded-lg border bg-card p-6">
                <h3 className="text-lg font-semibold">{p.phase}</h3>
                <dl className="mt-4 grid grid-cols-2 gap-3">
                  <div className="rounded-md bg-surface p-3">
                    <dt className="text-xs text-muted-foreground uppercase">Period</dt>
                    <dd className="mt-1 font-semibold tabular-nums">{p.period}</dd>
                  </div>
                  <div className="rounded-md bg-surface p-3">
                    <dt className="text-xs text-muted-foreground uppercase">Funding</dt>
                    <dd className="mt-1 font-semibold text-primary tabular-nums">{p.funding}</dd>
                  </div>
                </dl>
                <ul className="mt-4 grid gap-2">
                  {p.goals.map((g) => (
                    <li key={g} className="flex gap-2 text-sm">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>{g}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-lg font-medium">Interested in partnering with {companyInfo.name}?</p>
        <Link href="/contact" className={buttonVariants({ size: 'lg' })}>
          Contact Our Team
        </Link>
      </section>
    </>
  );
}
