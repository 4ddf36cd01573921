// docs/requirements.md §2 Why-us/about: 'Meet our Team' — three cards with a Read more / Show less toggle.
import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { BadgeCheckIcon } from '@/components/icons/badge-check';
import { ClockIcon } from '@/components/icons/clock';
import { MicroscopeIcon } from '@/components/icons/microscope';
import { ShieldCheckIcon } from '@/components/icons/shield-check';
import { team, homeHero, companyInfo } from '@/content/company';
import { PageHero } from '@/components/static/page-hero';
import { TeamCard } from '@/components/static/team-card';
import { buttonVariants } from '@/components/ui/button';

export const revalidate = 3600;

const DESCRIPTION =
  'Why researchers choose BioArk: fixed prices, clear timelines, sequence-verified constructs and a team of PhD scientists. Meet our team.';

export const metadata: Metadata = {
  title: 'Why BioArk',
  description: DESCRIPTION,
  alternates: { canonical: '/why-bioark' },
  openGraph: { title: 'Why BioArk | BioArk', description: DESCRIPTION, url: '/why-bioark', type: 'website' },
  twitter: { card: 'summary', title: 'Why BioArk | BioArk', description: DESCRIPTION },
};

const REASONS = [
  { icon: BadgeCheckIcon, title: 'Verified before it ships', text: 'Every construct is sequence-verified and every reagent lot is compared against a reference lot.' },
  { icon: ClockIcon, title: 'Fixed prices, clear timelines', text: 'Published prices and 2–3 week lead times for core services, with a reply to every quote within 24 hours.' },
  { icon: ShieldCheckIcon, title: 'Full-refund guarantee', text: 'Our genome-editing kits are backed by a full refund if they do not perform as specified.' },
  { icon: MicroscopeIcon, title: 'Scientists, not scripts', text: 'PhD scientists design and review your project and stay your contact from quote to delivery.' },
];

export default function WhyBioArkPage() {
  return (
    <>
      <PageHero eyebrow="Why BioArk" title={`Why ${companyInfo.name}`}>
        <p>{homeHero.claim}</p>
      </PageHero>

      <section aria-labelledby="reasons-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <h2 id="reasons-title" className="sr-only">
          What sets us apart
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((r) => (
            <li key={r.title} className="rounded-lg border bg-card p-6">
              <r.icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{r.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{r.text}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid grid-cols-1 gap-4 rounded-lg border bg-surface p-6 text-center sm:grid-cols-3">
          {homeHero.stats.map((s) => (
            <div key={s.label}>
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="mt-1 text-3xl font-semibold text-primary tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="team-title" className="border-t bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <h2 id="team-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Meet our Team
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">The scientists who design, build and release everything we ship.</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {team.map((m) => (
              <li key={m.name}>
                <TeamCard member={m} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-lg font-medium">Start a project with our team.</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/request-quote" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Request a Quote
          </Link>
          <Link href="/contact" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
