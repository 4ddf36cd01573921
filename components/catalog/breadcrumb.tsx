// Breadcrumb trail (docs/requirements.md §2 product detail: Home / Products / name). The last item is the current page.
import Link from '@/components/ui/app-link';
import { ChevronRightIcon } from '@/components/icons/chevron-right';

export function Breadcrumb({ items }: { items: { name: string; href?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((it, i) => (
          <li key={`${it.name}-${i}`} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            {it.href && i < items.length - 1 ? (
              <Link href={it.href} className="inline-flex min-h-11 items-center underline-offset-4 hover:text-primary hover:underline sm:min-h-0">
                {it.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                {it.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
