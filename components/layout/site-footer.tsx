// The storefront footer (docs/requirements.md §2): every footer link, collapsible sections on small screens (native
// <details>, no JavaScript), placeholder social icons (not links until the accounts exist).
import Link from '@/components/ui/app-link';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import { MailIcon } from '@/components/icons/mail';
import { MapPinIcon } from '@/components/icons/map-pin';
import { PhoneIcon } from '@/components/icons/phone';
import { companyInfo } from '@/content/company';
import { FOOTER_SECTIONS } from './nav-links';
import { SiteLogo } from './site-logo';

const SOCIAL = [
  { label: 'LinkedIn', glyph: 'in' },
  { label: 'X (Twitter)', glyph: 'X' },
  { label: 'YouTube', glyph: '▶' },
];

const linkClass = 'inline-flex min-h-11 items-center text-sm text-slate-300 transition-colors hover:text-white md:min-h-8';

export function SiteFooter() {
  const a = companyInfo.address;
  return (
    <footer className="mt-auto bg-slate-950 print:hidden text-slate-300" aria-labelledby="site-footer-heading">
      <h2 id="site-footer-heading" className="sr-only">
        Site footer
      </h2>
      <div className="mx-auto w-full max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)]">
          <div className="max-w-sm">
            <SiteLogo className="text-white [&_span.text-primary]:text-teal-300" />
            <p className="mt-3 text-sm leading-6 text-slate-400">
              Reagents you can order today and genome-engineering services you can trust — from discovery to therapy.
            </p>
            <ul className="mt-5 space-y-2 text-sm">
              <li className="flex gap-2">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden="true" />
                <span>
                  {a.street}, {a.city}, {a.region} {a.postalCode}
                </span>
              </li>
              <li className="flex gap-2">
                <MailIcon className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden="true" />
                <a href={`mailto:${companyInfo.supportEmail}`} className="hover:text-white">
                  {companyInfo.supportEmail}
                </a>
              </li>
              <li className="flex gap-2">
                <PhoneIcon className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden="true" />
                <a href={`tel:${companyInfo.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
                  {companyInfo.phone}
                </a>
              </li>
            </ul>
          </div>

          {/* Small screens: one collapsible section per column. */}
          <div className="divide-y divide-slate-800 border-y border-slate-800 md:hidden" data-testid="footer-collapsible">
            {FOOTER_SECTIONS.map((section) => (
              <details key={section.title} className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
                  {section.title}
                  <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
                </summary>
                <ul className="pb-3">
                  {section.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className={linkClass}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>

          {/* Larger screens: open columns. */}
          <nav aria-label="Footer" className="hidden grid-cols-4 gap-8 md:grid">
            {FOOTER_SECTIONS.map((section) => (
              <div key={section.title}>
                <h3 className="text-sm font-semibold text-white">{section.title}</h3>
                <ul className="mt-3 space-y-1">
                  {section.links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className={linkClass}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-10 flex flex-col-reverse gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-400">
            © {new Date().getFullYear()} {companyInfo.legalName} For research use only. Not for use in diagnostic procedures.
          </p>
          <ul className="flex gap-2" aria-label="Social media (coming soon)">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                {/* Placeholders (docs/requirements.md §2) until the accounts exist: not links, so nothing looks
                    clickable that goes nowhere; the title says why. */}
                <span
                  title={`${s.label}: coming soon`}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-dashed border-slate-700 text-xs font-bold text-slate-400"
                >
                  <span aria-hidden="true">{s.glyph}</span>
                  <span className="sr-only">BioArk on {s.label} (coming soon)</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
