'use client';
// The product page's Documents tools (COA lookup, "Cite this product") hydrate when wanted, not with the page
// (docs/architecture.md#first-load-javascript): they sit in the fourth tab, and their code is about 4 KB gzip.
// The server renders them into the HTML as usual; in the browser their code loads once the page has settled,
// or as soon as the visitor points at, touches or focuses the product's tabs. Until then React keeps the
// server's HTML (a suspended boundary is not hydrated); the lookup's button stays disabled until hydrated,
// as it always was.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { CiteProduct } from './cite-product';
import type { CoaLookupForm } from './coa-lookup-form';
import { whenPageSettled } from '@/lib/client/page-settled';

let wanted: Promise<void> | null = null;

function toolsWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  wanted ??= new Promise<void>((resolve) => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const onIntent = (e: Event) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('[data-deferred-tools], [role="tablist"], [role="tabpanel"]')) go();
    };
    const cancelSettled = whenPageSettled(() => go(), 0);
    for (const type of events) document.addEventListener(type, onIntent, { capture: true, passive: true });
    function go() {
      cancelSettled();
      for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
      resolve();
    }
  });
  return wanted;
}

/** A component whose code loads when the tools are wanted, inside its own suspended boundary. */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => toolsWanted().then(load).then((C) => ({ default: C })));
  return function Deferred(props: P) {
    return (
      <div data-deferred-tools>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}

export const DeferredCoaLookupForm = deferred<ComponentProps<typeof CoaLookupForm>>(() => import('./coa-lookup-form').then((m) => m.CoaLookupForm));
export const DeferredCiteProduct = deferred<ComponentProps<typeof CiteProduct>>(() => import('./cite-product').then((m) => m.CiteProduct));
