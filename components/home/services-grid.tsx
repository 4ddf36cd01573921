// The home 'Services' grid (docs/requirements.md §2 Home): 1, 2 or 4 columns by width; each card has 'Learn More'. The images
// (below the first screen) are put on the page when the grid comes near the viewport, and the browser skips the grid's
// layout until then (below-fold, docs/architecture.md#main-thread-work).
import { StaticImage } from '@/components/ui/static-image';
import { IntentLink } from '@/components/ui/intent-link';
import Link from '@/components/ui/app-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { DnaIcon } from '@/components/icons/dna';
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { MicroscopeIcon } from '@/components/icons/microscope';
import { ScissorsIcon } from '@/components/icons/scissors';
import { SyringeIcon } from '@/components/icons/syringe';
import type { IconComponent as LucideIcon } from '@/components/icons/icon';
import { displayImage } from '@/lib/domain/media-display';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';

export interface HomeServiceCard {
  id: string;
  name: string;
  description: string;
  icon: string;
  imageUrl: string;
  link: string;
}

const ICONS: Record<string, LucideIcon> = { Dna: DnaIcon, Scissors: ScissorsIcon, FlaskConical: FlaskConicalIcon, Syringe: SyringeIcon, Microscope: MicroscopeIcon };

export function ServicesGrid({ services }: { services: HomeServiceCard[] }) {
  return (
    <section
      aria-labelledby="home-services-heading"
      className="below-fold mx-auto w-full max-w-7xl px-4 [--below-fold-height:1900px] sm:px-6 sm:[--below-fold-height:1000px] lg:px-8 lg:[--below-fold-height:560px]"
    >
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">What we do</p>
          <h2 id="home-services-heading" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            Services
          </h2>
          <p className="mt-3 text-muted-foreground">Fixed prices, clear timelines and sequence-verified results, run by scientists.</p>
        </div>
        <Link href="/services" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline">
          All services <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-services">
        {services.map((s) => {
          const Icon = ICONS[s.icon] ?? DnaIcon;
          const nameId = `home-service-${s.id}`;
          return (
            <li key={s.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-shadow duration-200 hover:shadow-md">
                <div className="relative aspect-[16/10] overflow-hidden bg-surface">
                  {s.imageUrl && (
                    <WhenNearViewport className="absolute inset-0">
                      <StaticImage
                        {...displayImage(s.imageUrl)}
                        alt=""
                        fill
                        sizes="(min-width: 1280px) 290px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                        className="object-cover transition-transform duration-200 group-hover:scale-[1.02]"
                      />
                    </WhenNearViewport>
                  )}
                  <span className="absolute bottom-3 left-3 inline-flex size-10 items-center justify-center rounded-md bg-background text-primary shadow-sm">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 id={nameId} className="text-base font-semibold">
                    {s.name}
                  </h3>
                  <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{s.description}</p>
                  <IntentLink
                    href={s.link}
                    className="mt-auto inline-flex min-h-11 items-center gap-1 pt-4 text-sm font-medium text-primary hover:text-primary-hover"
                  >
                    Learn More
                    <span className="sr-only">: {s.name}</span>
                    <ArrowRightIcon className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" aria-hidden="true" />
                  </IntentLink>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
