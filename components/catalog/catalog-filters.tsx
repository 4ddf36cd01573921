'use client';
// The catalogue filter form. Without JavaScript it is a plain GET form; with it, a choice in a select pushes a
// new URL at once (one history entry per choice, so Back undoes it) and typing replaces the URL after a short
// pause (no history entry per keystroke). The server renders the filtered grid for every URL.
// The controls are the Input, NativeSelect and PendingButton primitives' markup with a plain class join: this
// form ships with the catalogue's first load, and the primitives' `cn` would bring lib/class-merge.ts along.
import { useEffect, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { SearchIcon } from '@/components/icons/search';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import { LoaderCircleIcon } from '@/components/icons/loader-circle';
import { PlainButton } from '@/components/ui/plain-button';
import { controlClasses, inputClasses, nativeSelectChevronClasses, nativeSelectClasses, nativeSelectWrapperClasses } from '@/components/ui/control-classes';
import { cx } from '@/lib/class-join';
import { AVAILABILITY_FILTERS, CATEGORY_FILTERS, type AvailabilityFilter, type CategoryFilter } from '@/lib/domain/catalog';
import { catalogHref, CATALOG_QUERY_MAX, type CatalogParams } from '@/lib/domain/catalog-params';

export const SEARCH_PLACEHOLDER = 'Search by name, description, or catalog number...';
const SEARCH_DEBOUNCE_MS = 300;

export function CatalogFilters({ params }: { params: CatalogParams }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [q, setQ] = useState(params.q);
  const [category, setCategory] = useState<CategoryFilter>(params.category);
  const [availability, setAvailability] = useState<AvailabilityFilter>(params.availability);
  const lastPushed = useRef(params.q);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/forward (or a link) changed the URL: show its query in the box.
  /* eslint-disable react-hooks/set-state-in-effect -- the URL is the source of truth */
  useEffect(() => {
    // Our own debounced replace must not overwrite what was typed since; anything else is an outside change.
    if (params.q !== lastPushed.current) {
      lastPushed.current = params.q;
      setQ(params.q);
    }
    setCategory(params.category);
    setAvailability(params.availability);
  }, [params.q, params.category, params.availability]);
  /* eslint-enable react-hooks/set-state-in-effect */

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  function navigate(next: Partial<CatalogParams>, mode: 'push' | 'replace') {
    const href = catalogHref({ q, category, availability, ...next, page: 1 });
    startTransition(() => (mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
  }

  function onSearchChange(value: string) {
    setQ(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() === lastPushed.current.trim()) return;
      lastPushed.current = value;
      // The first keystroke of a new search gets its own history entry; refinements replace it.
      navigate({ q: value }, params.q === '' ? 'push' : 'replace');
    }, SEARCH_DEBOUNCE_MS);
  }

  return (
    <form
      method="get"
      action="/products"
      role="search"
      aria-label="Filter products"
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 shadow-xs lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto] lg:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        lastPushed.current = q;
        navigate({ q }, 'push');
      }}
    >
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <label htmlFor="catalog-search" className="text-sm font-medium">
          Search
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <input
            data-slot="input"
            id="catalog-search"
            name="q"
            type="search"
            value={q}
            maxLength={CATALOG_QUERY_MAX}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            className={cx(controlClasses, inputClasses, 'pl-9')}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor="catalog-category" className="text-sm font-medium">
          Category
        </label>
        <Select
          id="catalog-category"
          name="category"
          value={category}
          onChange={(e) => {
            const next = e.target.value as CategoryFilter;
            setCategory(next);
            navigate({ category: next }, 'push');
          }}
        >
          {CATEGORY_FILTERS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor="catalog-availability" className="text-sm font-medium">
          Availability
        </label>
        <Select
          id="catalog-availability"
          name="availability"
          value={availability}
          onChange={(e) => {
            const next = e.target.value as AvailabilityFilter;
            setAvailability(next);
            navigate({ availability: next }, 'push');
          }}
        >
          {AVAILABILITY_FILTERS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </Select>
      </div>
      <PlainButton type="submit" variant="outline" className="col-span-2 lg:col-span-1" aria-busy={pending}>
        {pending ? (
          <LoaderCircleIcon data-slot="spinner" aria-hidden={true} className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <SearchIcon aria-hidden="true" />
        )}
        Apply
      </PlainButton>
    </form>
  );
}

/** NativeSelect's markup (components/ui/native-select.tsx), default size. */
function Select(props: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className={nativeSelectWrapperClasses}>
      <select data-slot="native-select" data-size="default" className={cx(controlClasses, nativeSelectClasses)} {...props} />
      <ChevronDownIcon aria-hidden="true" className={nativeSelectChevronClasses} />
    </div>
  );
}
