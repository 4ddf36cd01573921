// docs/requirements.md §2 Contact: a map embed centred on the company address (OpenStreetMap, 0.02° box, lazy-loaded).
import { ExternalLinkIcon } from '@/components/icons/external-link';
import { osmEmbedUrl, osmLargerMapUrl, type GeoPoint } from '@/lib/domain/map';

export function ContactMap({ geo, label }: { geo: GeoPoint; label: string }) {
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted">
      <iframe
        title={`Map showing ${label}`}
        src={osmEmbedUrl(geo)}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block aspect-[4/3] w-full border-0 sm:aspect-video lg:aspect-[4/3]"
      />
      <figcaption className="flex items-center justify-between gap-2 border-t bg-card px-4 py-2 text-xs text-muted-foreground">
        <span>© OpenStreetMap contributors</span>
        <a
          href={osmLargerMapUrl(geo)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          View larger map
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
