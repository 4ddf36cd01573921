'use client';
// The Products tab (docs/requirements.md §2): search, Export, Import, Add; 'Purchasable (Reagents and Markers)' and
// 'Quote-only (Genome Editing / Services)' sections of cards, or a table of 10 per page; deleted built-ins
// can be restored. Lists and search are paged on the server (GET /api/admin/products?section=…). Every write sends the version it is based on; a 409 shows the newer version instead.
import * as React from 'react';
import { DownloadIcon as Download } from '@/components/icons/download';
import { LayoutGridIcon as LayoutGrid } from '@/components/icons/layout-grid';
import { PlusIcon as Plus } from '@/components/icons/plus';
import { RotateCcwIcon as RotateCcw } from '@/components/icons/rotate-ccw';
import { Table2Icon as Table2 } from '@/components/icons/table-2';
import { ProductCard, type ProductActions } from '@/components/admin/catalog/product-card';
import { useLastNonNull } from '@/hooks/use-last-non-null';
import { ProductFormDialog, type SubmitResult } from '@/components/admin/catalog/product-form-dialog';
import { OrphanedDocuments } from '@/components/admin/catalog/orphaned-documents';
import { ProductsTable } from '@/components/admin/catalog/products-table';
import { ImportDialog } from '@/components/admin/catalog/import-dialog';
import { mirrorProductsChanged } from '@/components/admin/catalog/mirror';
import { changedValues, valuesOfProduct } from '@/components/admin/catalog/product-values';
import { describeWriteError } from '@/components/admin/catalog/use-catalog-errors';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/admin/search-box';
import { toast } from '@/hooks/use-toast';
import { api, apiRequest } from '@/lib/client/api';
import { ADMIN_CARDS_PER_STEP, CATALOG_TABLE_PAGE_SIZE, PURCHASABLE_SECTION_TITLE, QUOTE_ONLY_SECTION_TITLE } from '@/lib/domain/catalog';
import type { ProductValues } from '@/lib/domain/catalog-admin';
import type { AdminProductPage, Product } from '@/lib/types/catalog';
import { ADMIN_PRODUCTS_LIMIT_MAX, type AdminProductSection } from '@/lib/validations/catalog';
import { cn } from '@/lib/utils';

const formatCount = (n: number) => n.toLocaleString('en-US');

type View = 'cards' | 'table';
type List = { items: Product[]; total: number };
type CardSection = 'purchasable' | 'quote';

/** Typing waits this long before the lists are asked again. */
const SEARCH_DELAY_MS = 200;

export interface ProductsTabData {
  purchasable: AdminProductPage;
  quote: AdminProductPage;
  hidden: AdminProductPage;
}

function pageUrl(section: AdminProductSection, q: string, offset: number, limit: number): string {
  const params = new URLSearchParams({ section, offset: String(offset), limit: String(limit) });
  if (q) params.set('q', q);
  return `/api/admin/products?${params}`;
}

const listOf = (page: AdminProductPage): List => ({ items: page.products, total: page.total });
const sectionOf = (p: Product): CardSection => (p.quoteOnly ? 'quote' : 'purchasable');

/**
 * The Products tab reads its lists a page at a time from GET /api/admin/products (docs/architecture.md#catalogue-at-scale):
 * each card section its first ADMIN_CARDS_PER_STEP and more on demand, the table 10 rows per page, searched on the server.
 */
export function ProductsManager({ initial }: { initial: ProductsTabData }) {
  const [lists, setLists] = React.useState<Record<CardSection | 'hidden', List>>({
    purchasable: listOf(initial.purchasable),
    quote: listOf(initial.quote),
    hidden: listOf(initial.hidden),
  });
  const [catalogueTotal, setCatalogueTotal] = React.useState(initial.purchasable.catalogueTotal);
  const [table, setTable] = React.useState<List & { page: number }>({ items: [], total: 0, page: 1 });
  const [query, setQuery] = React.useState('');
  const [search, setSearch] = React.useState('');
  const [view, setView] = React.useState<View>('cards');
  const [loading, setLoading] = React.useState(false);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [changes, setChanges] = React.useState(0);
  const [adding, setAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<Product | null>(null);
  const inFlight = React.useRef<AbortController | null>(null);
  const loaded = React.useRef(lists);
  React.useEffect(() => {
    loaded.current = lists;
  }, [lists]);

  React.useEffect(() => {
    const t = window.setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [query]);

  /** Asks the server for what is on screen: the card sections (as many as were shown, after a change) or the table's page. */
  const load = React.useCallback(
    async (what: { view: View; q: string; tablePage: number; keepLoaded: boolean }) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const get = (section: AdminProductSection, offset: number, limit: number) => api.get<AdminProductPage>(pageUrl(section, what.q, offset, limit), { signal: controller.signal });
      const shown = (section: CardSection) => (what.keepLoaded ? Math.max(ADMIN_CARDS_PER_STEP, loaded.current[section].items.length) : ADMIN_CARDS_PER_STEP);
      setLoading(true);
      try {
        if (what.view === 'table') {
          const page = await get('all', (what.tablePage - 1) * CATALOG_TABLE_PAGE_SIZE, CATALOG_TABLE_PAGE_SIZE);
          setTable({ items: page.products, total: page.total, page: what.tablePage });
          setCatalogueTotal(page.catalogueTotal);
        } else {
          const [purchasable, quote, hidden] = await Promise.all([
            get('purchasable', 0, Math.min(shown('purchasable'), ADMIN_PRODUCTS_LIMIT_MAX)),
            get('quote', 0, Math.min(shown('quote'), ADMIN_PRODUCTS_LIMIT_MAX)),
            get('hidden', 0, ADMIN_PRODUCTS_LIMIT_MAX),
          ]);
          setLists({ purchasable: listOf(purchasable), quote: listOf(quote), hidden: listOf(hidden) });
          setCatalogueTotal(purchasable.catalogueTotal);
        }
        setLoadError(null);
      } catch (err) {
        if (controller.signal.aborted) return;
        setLoadError(err instanceof Error ? err.message : 'The products could not be loaded.');
      } finally {
        if (inFlight.current === controller) setLoading(false);
      }
    },
    [],
  );

  // The first render shows the server's lists; a new search, the other view or a change asks again.
  const asked = React.useRef({ view, search, changes });
  React.useEffect(() => {
    const before = asked.current;
    asked.current = { view, search, changes };
    if (before.view === view && before.search === search && before.changes === changes) return;
    void load({ view, q: search, tablePage: before.search === search ? table.page : 1, keepLoaded: before.search === search });
    // table.page is read, not watched: the table's own buttons load their page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, search, changes, load]);

  const showMore = async (section: CardSection) => {
    try {
      const page = await api.get<AdminProductPage>(pageUrl(section, search, lists[section].items.length, ADMIN_CARDS_PER_STEP));
      setLists((l) => {
        const known = new Set(l[section].items.map((p) => p.id));
        return { ...l, [section]: { items: [...l[section].items, ...page.products.filter((p) => !known.has(p.id))], total: page.total } };
      });
    } catch (err) {
      toast({ title: 'Could not load more products', description: err instanceof Error ? err.message : undefined, variant: 'destructive' });
    }
  };

  /** After a write: the changed product in place at once, then the lists asked again (counts, sections, order). */
  const replace = React.useCallback((p: Product) => {
    const swap = (l: List): List => ({ ...l, items: l.items.map((x) => (x.id === p.id ? p : x)) });
    setLists((l) => ({ purchasable: swap(l.purchasable), quote: swap(l.quote), hidden: swap(l.hidden) }));
    setTable((t) => ({ ...t, items: t.items.map((x) => (x.id === p.id ? p : x)) }));
  }, []);
  const changed = React.useCallback(() => setChanges((n) => n + 1), []);
  const mirror = () => mirrorProductsChanged(catalogueTotal + lists.hidden.total);

  const patch = async (p: Product, fields: Partial<ProductValues>): Promise<Product> => {
    const res = await apiRequest<{ product: Product }>(`/api/admin/products/${encodeURIComponent(p.id)}`, { method: 'PATCH', body: { ...fields, version: p.version } });
    replace(res.product);
    changed();
    mirror();
    return res.product;
  };

  const actions: ProductActions = {
    onSaveInline: async (p, fields) => {
      try {
        await patch(p, fields);
        toast({ title: 'Saved', description: fields.name });
        return true;
      } catch (err) {
        describeWriteError<Product>(err, replace);
        return false;
      }
    },
    onEditDetails: (p) => setEditing(p),
    onReset: async (p) => {
      try {
        const res = await api.post<{ product: Product }>(`/api/admin/products/${encodeURIComponent(p.id)}/reset`, { version: p.version });
        replace(res.product);
        changed();
        mirror();
        toast({ title: p.hidden ? 'Product restored' : 'Reset to default', description: res.product.name });
      } catch (err) {
        describeWriteError<Product>(err, replace, 'Reset failed');
      }
    },
    onDelete: async (p) => {
      try {
        const res = await api.del<{ removed: boolean; product: Product | null }>(`/api/admin/products/${encodeURIComponent(p.id)}?version=${p.version}`);
        const drop = (l: List): List => ({ items: l.items.filter((x) => x.id !== p.id), total: l.total - (l.items.some((x) => x.id === p.id) ? 1 : 0) });
        setLists((l) => ({ ...l, purchasable: drop(l.purchasable), quote: drop(l.quote) }));
        setTable((t) => ({ ...t, ...drop(t) }));
        if (res.product) replace(res.product);
        changed();
        mirror();
        toast({ title: 'Product deleted', description: p.builtin ? `${p.name} is hidden from the catalogue.` : p.name });
      } catch (err) {
        describeWriteError<Product>(err, replace, `Delete failed`);
      }
    },
  };

  const submitAdd = async (values: ProductValues): Promise<SubmitResult | void> => {
    try {
      const { quoteOnly, ...rest } = values;
      const res = await api.post<{ product: Product }>('/api/admin/products', { ...rest, type: quoteOnly ? 'quote' : 'buy' });
      const section = sectionOf(res.product);
      setLists((l) => ({ ...l, [section]: { items: [res.product, ...l[section].items], total: l[section].total + 1 } }));
      changed();
      mirror();
      setAdding(false);
      toast({ title: 'Product added', description: `${res.product.name} — ${res.product.link}` });
    } catch (err) {
      return describeWriteError(err);
    }
  };

  const submitEdit = async (values: ProductValues): Promise<SubmitResult | void> => {
    if (!editing) return;
    const fields = changedValues(valuesOfProduct(editing), values);
    if (!Object.keys(fields).length) {
      setEditing(null);
      return;
    }
    try {
      const saved = await patch(editing, fields);
      setEditing(null);
      toast({ title: 'Saved', description: saved.name });
    } catch (err) {
      return describeWriteError<Product>(err, (current) => {
        replace(current);
        setEditing(current);
      });
    }
  };

  const matching = view === 'table' ? table.total : lists.purchasable.total + lists.quote.total;
  // Shown while the dialog closes too (same key), so focus returns to the Edit details button that opened it.
  const shown = useLastNonNull(editing);
  const editingValues = React.useMemo(() => (shown ? valuesOfProduct(shown) : undefined), [shown]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox boxClassName="w-full lg:max-w-sm" aria-label="Search products" placeholder="Search by name, description, or catalog number..." value={query} onValueChange={setQuery} />
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-md border bg-card p-0.5">
            <Button size="sm" variant={view === 'cards' ? 'secondary' : 'ghost'} aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
              <LayoutGrid aria-hidden="true" />
              Cards
            </Button>
            <Button size="sm" variant={view === 'table' ? 'secondary' : 'ghost'} aria-pressed={view === 'table'} onClick={() => setView('table')}>
              <Table2 aria-hidden="true" />
              Table
            </Button>
          </div>
          <Button variant="outline" asChild>
            <a href="/api/admin/products/export" download>
              <Download aria-hidden="true" />
              Export
            </a>
          </Button>
          <ImportDialog
            onImported={() => {
              changed();
              mirror();
            }}
          />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </div>

      <p className="tabular -mt-3 text-sm text-muted-foreground" aria-live="polite" aria-busy={loading}>
        {formatCount(matching)} of {formatCount(catalogueTotal)} products
        {search ? ` matching “${search}”` : ''}
        {loading ? <span className="ml-2 text-xs">Searching…</span> : null}
      </p>
      {loadError ? (
        <p role="alert" className="-mt-3 text-sm text-destructive">
          The list could not be updated: {loadError}{' '}
          <button type="button" className="underline" onClick={changed}>
            Try again
          </button>
        </p>
      ) : null}

      {view === 'table' ? (
        <ProductsTable
          products={table.items}
          total={table.total}
          page={table.page}
          onPage={(page) => void load({ view, q: search, tablePage: page, keepLoaded: false })}
          actions={actions}
        />
      ) : (
        <div className={cn('flex flex-col gap-6 transition-opacity', loading && 'opacity-60')}>
          <ProductSection title={PURCHASABLE_SECTION_TITLE} list={lists.purchasable} onMore={() => showMore('purchasable')} actions={actions} />
          <ProductSection title={QUOTE_ONLY_SECTION_TITLE} list={lists.quote} onMore={() => showMore('quote')} actions={actions} />
        </div>
      )}

      {lists.hidden.items.length ? (
        <details className="rounded-lg border bg-card p-4">
          <summary className="cursor-pointer font-medium">Deleted built-in products ({lists.hidden.total})</summary>
          <ul className="mt-3 divide-y">
            {lists.hidden.items.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0 truncate">
                  {p.name} <span className="tabular text-muted-foreground">({p.catalogNumber || p.id})</span>
                </span>
                <Button size="sm" variant="outline" onClick={() => actions.onReset(p)} aria-label={`Restore ${p.name}`}>
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <OrphanedDocuments refreshKey={changes} />

      <ProductFormDialog open={adding} onOpenChange={setAdding} mode="add" onSubmit={submitAdd} />
      <ProductFormDialog
        key={shown ? `${shown.id}:${shown.version}` : 'none'}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        mode="edit"
        initial={editingValues}
        builtin={shown?.builtin}
        productId={shown?.id}
        onSubmit={submitEdit}
      />
    </div>
  );
}

function ProductSection({ title, list, onMore, actions }: { title: string; list: List; onMore: () => Promise<void>; actions: ProductActions }) {
  const id = React.useId();
  const [more, setMore] = React.useState(false);
  const rest = list.total - list.items.length;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold">
        {title} <span className="tabular font-normal text-muted-foreground">({formatCount(list.total)})</span>
      </h2>
      {list.items.length ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {list.items.map((p) => (
            <ProductCard key={`${p.id}:${p.version}`} product={p} actions={actions} />
          ))}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">No products found.</p>
      )}
      {rest > 0 ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={more}
          onClick={async () => {
            setMore(true);
            await onMore();
            setMore(false);
          }}
        >
          {more ? 'Loading…' : `Show ${formatCount(Math.min(ADMIN_CARDS_PER_STEP, rest))} more (${formatCount(rest)} not shown)`}
        </Button>
      ) : null}
    </section>
  );
}
