'use client';
// The Products mega menu panel (docs/requirements.md §2): categories on the left, the selected category's product titles in a
// grid on the right. Hovering or focusing a category selects it; the first is selected by default. Arrow keys
// move between categories (and right into the products, left back); states: loading, 'Load failed' with a
// retry button, no categories, no products, data unavailable.
import { useRef, useState } from 'react';
import Link from '@/components/ui/app-link';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { RotateCwIcon } from '@/components/icons/rotate-cw';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { MENU_LOAD_FAILED } from '@/lib/domain/storefront';
import { cn } from '@/lib/utils';
import type { useProductMenu } from './use-product-menu';

type MenuData = ReturnType<typeof useProductMenu>;

export function ProductsMegaMenu({ menu, onNavigate }: { menu: MenuData; onNavigate: () => void }) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { status, categories } = menu;

  if (status === 'idle' || status === 'loading') {
    return (
      <MenuFrame>
        <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-[15rem_1fr]" data-testid="mega-menu-loading">
          <span className="sr-only">Loading products…</span>
          <div className="space-y-2" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 9 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-4/5" />
            ))}
          </div>
        </div>
      </MenuFrame>
    );
  }

  if (status === 'error') {
    return (
      <MenuFrame>
        <div role="alert" className="flex flex-col items-start gap-3 py-6" data-testid="mega-menu-error">
          <p className="font-medium text-destructive">{MENU_LOAD_FAILED}</p>
          <p className="text-sm text-muted-foreground">The product list could not be loaded. Check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={menu.retry} data-menu-autofocus>
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        </div>
      </MenuFrame>
    );
  }

  if (status === 'unavailable' || categories.length === 0) {
    return (
      <MenuFrame>
        <div className="flex flex-col items-start gap-3 py-6" data-testid="mega-menu-empty">
          <p className="font-medium">{status === 'unavailable' ? 'Product data is unavailable right now.' : 'No product categories yet.'}</p>
          <Link href="/products" onClick={onNavigate} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary hover:underline">
            Browse the full catalogue <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </MenuFrame>
    );
  }

  const selected = categories.find((c) => c.key === selectedKey) ?? categories[0];
  const tabs = () => Array.from(tabsRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
  const focusTab = (index: number) => {
    const list = tabs();
    list[(index + list.length) % list.length]?.focus();
  };

  return (
    <MenuFrame>
      <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
        <div ref={tabsRef} role="tablist" aria-orientation="vertical" aria-label="Product categories" className="flex flex-col gap-1 border-r pr-4">
          {categories.map((c, i) => {
            const isSelected = c.key === selected.key;
            return (
              <button
                key={c.key}
                type="button"
                role="tab"
                id={`mega-tab-${c.key}`}
                aria-selected={isSelected}
                aria-controls="mega-menu-products"
                tabIndex={isSelected ? 0 : -1}
                data-menu-autofocus={isSelected ? '' : undefined}
                onFocus={() => setSelectedKey(c.key)}
                onMouseEnter={() => setSelectedKey(c.key)}
                onKeyDown={(e) => {
                  const keys: Record<string, () => void> = {
                    ArrowDown: () => focusTab(i + 1),
                    ArrowUp: () => focusTab(i - 1),
                    Home: () => focusTab(0),
                    End: () => focusTab(-1),
                    ArrowRight: () => gridRef.current?.querySelector<HTMLElement>('a')?.focus(),
                  };
                  if (keys[e.key]) {
                    e.preventDefault();
                    keys[e.key]();
                  }
                }}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center justify-between rounded-md px-3 py-2 text-left text-sm font-medium transition-colors',
                  isSelected ? 'bg-primary/10 text-primary' : 'text-foreground hover:bg-subtle',
                )}
              >
                <span>{c.title}</span>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground tabular">
                  {(c.count ?? c.entries.length).toLocaleString('en-US')}
                  <ChevronRightIcon className="size-4" aria-hidden="true" />
                </span>
              </button>
            );
          })}
        </div>
        <div
          ref={gridRef}
          id="mega-menu-products"
          role="tabpanel"
          aria-labelledby={`mega-tab-${selected.key}`}
          data-testid="mega-menu-products"
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') {
              e.preventDefault();
              tabsRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
            }
          }}
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{selected.title}</p>
            <Link href={selected.link} onClick={onNavigate} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
              View all <span className="sr-only">{selected.title}</span>
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
          {selected.entries.length === 0 ? (
            <p className="py-4 text-sm text-muted-foreground">No products in this category yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1 xl:grid-cols-3">
              {selected.entries.map((entry) => (
                <li key={entry.id}>
                  <Link
                    href={entry.link}
                    onClick={onNavigate}
                    title={entry.title !== entry.name ? entry.name : undefined}
                    className="block rounded-md px-2 py-2 text-sm text-foreground transition-colors hover:bg-subtle hover:text-primary"
                  >
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {(selected.count ?? 0) > selected.entries.length && (
            <p className="mt-3 border-t border-border pt-3 text-sm text-muted-foreground" data-testid="mega-menu-more">
              The newest {selected.entries.length} of {selected.count!.toLocaleString('en-US')}.{' '}
              <Link href={selected.link} onClick={onNavigate} className="font-medium text-primary hover:underline">
                Browse all {selected.title}
              </Link>
            </p>
          )}
        </div>
      </div>
    </MenuFrame>
  );
}

function MenuFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</div>;
}
