'use client';
// The Products tab (docs/requirements.md §2): search, Export, Import, Add; 'Purchasable (Reagents and Markers)' and
// 'Quote-only (Genome Editing / Services)' sections of cards, or a table of 10 per page; deleted built-ins
// can be restored. Every write sends the version it is based on; a 409 shows the newer version instead.
import * as React from 'react';
import { DownloadIcon as Download } from '@/components/icons/download';
import { LayoutGridIcon as LayoutGrid } from '@/components/icons/layout-grid';
import { PlusIcon as Plus } from '@/components/icons/plus';
import { RotateCcwIcon as RotateCcw } from '@/components/icons/rotate-ccw';
import { Table2Icon as Table2 } from '@/components/icons/table-2';
import { ProductCard, type ProductActions } from '@/components/admin/catalog/product-card';
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
import { PURCHASABLE_SECTION_TITLE, QUOTE_ONLY_SECTION_TITLE, matchesCatalogSearch } from '@/lib/domain/catalog';
import { splitBySection, type ProductValues } from '@/lib/domain/catalog-admin';
import type { Product } from '@/lib/types/catalog';

type View = 'cards' | 'table';

export function ProductsManager({ initialProducts }: { initialProducts: Product[] }) {
  const [products, setProducts] = React.useState(initialProducts);
  const [query, setQuery] = React.useState('');
  const [view, setView] = React.useState<View>('cards');
  const [adding, setAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<Product | null>(null);

  const replace = React.useCallback((p: Product) => setProducts((list) => (list.some((x) => x.id === p.id) ? list.map((x) => (x.id === p.id ? p : x)) : [p, ...list])), []);
  const visible = products.filter((p) => !p.hidden && matchesCatalogSearch(p, query));
  const hiddenBuiltins = products.filter((p) => p.hidden);
  const { purchasable, quoteOnly } = splitBySection(visible);

  const reload = async () => {
    try {
      const res = await api.get<{ products: Product[] }>('/api/admin/products');
      setProducts(res.products);
    } catch {
      // The toast of the action that triggered the reload already told the admin what happened.
    }
  };

  const patch = async (p: Product, fields: Partial<ProductValues>): Promise<Product> => {
    const res = await apiRequest<{ product: Product }>(`/api/admin/products/${encodeURIComponent(p.id)}`, { method: 'PATCH', body: { ...fields, version: p.version } });
    replace(res.product);
    mirrorProductsChanged();
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
        mirrorProductsChanged();
        toast({ title: p.hidden ? 'Product restored' : 'Reset to default', description: res.product.name });
      } catch (err) {
        describeWriteError<Product>(err, replace, 'Reset failed');
      }
    },
    onDelete: async (p) => {
      try {
        const res = await api.del<{ removed: boolean; product: Product | null }>(`/api/admin/products/${encodeURIComponent(p.id)}?version=${p.version}`);
        if (res.removed) setProducts((list) => list.filter((x) => x.id !== p.id));
        else if (res.product) replace(res.product);
        mirrorProductsChanged();
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
      replace(res.product);
      mirrorProductsChanged();
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

  const editingValues = React.useMemo(() => (editing ? valuesOfProduct(editing) : undefined), [editing]);

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
              void reload();
              mirrorProductsChanged();
            }}
          />
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </div>

      <p className="tabular -mt-3 text-sm text-muted-foreground" aria-live="polite">
        {visible.length} of {products.length - hiddenBuiltins.length} products
        {query ? ` matching “${query}”` : ''}
      </p>

      {view === 'table' ? (
        <ProductsTable key={query} products={visible} actions={actions} />
      ) : (
        <>
          <ProductSection title={PURCHASABLE_SECTION_TITLE} items={purchasable} actions={actions} />
          <ProductSection title={QUOTE_ONLY_SECTION_TITLE} items={quoteOnly} actions={actions} />
        </>
      )}

      {hiddenBuiltins.length ? (
        <details className="rounded-lg border bg-card p-4">
          <summary className="cursor-pointer font-medium">Deleted built-in products ({hiddenBuiltins.length})</summary>
          <ul className="mt-3 divide-y">
            {hiddenBuiltins.map((p) => (
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

      <OrphanedDocuments refreshKey={products.length} />

      <ProductFormDialog open={adding} onOpenChange={setAdding} mode="add" onSubmit={submitAdd} />
      <ProductFormDialog
        key={editing ? `${editing.id}:${editing.version}` : 'none'}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        mode="edit"
        initial={editingValues}
        builtin={editing?.builtin}
        productId={editing?.id}
        onSubmit={submitEdit}
      />
    </div>
  );
}

/** Cards are heavy: a section shows this many at first (a 5,000-product import stays responsive). */
const CARDS_PER_STEP = 60;

function ProductSection({ title, items, actions }: { title: string; items: Product[]; actions: ProductActions }) {
  const id = React.useId();
  const [limit, setLimit] = React.useState(CARDS_PER_STEP);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-semibold">
        {title} <span className="tabular font-normal text-muted-foreground">({items.length})</span>
      </h2>
      {items.length ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {items.slice(0, limit).map((p) => (
            <ProductCard key={`${p.id}:${p.version}`} product={p} actions={actions} />
          ))}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">No products found.</p>
      )}
      {items.length > limit ? (
        <Button variant="outline" className="self-center" onClick={() => setLimit((n) => n + CARDS_PER_STEP)}>
          Show {Math.min(CARDS_PER_STEP, items.length - limit)} more ({items.length - limit} not shown)
        </Button>
      ) : null}
    </section>
  );
}
