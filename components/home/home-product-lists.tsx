'use client';
// The two home carousels with live lists (SPEC §4 Home product lists): they start from the server-rendered
// lists and refresh from GET /api/public/products on a stream 'update', on the 'products changed' window
// event and on a storage change (another tab's admin save). A failed refresh keeps what is shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeToProductUpdates } from '@/components/layout/product-updates';
import {
  HOME_FEATURED_CATEGORY,
  HOME_GENE_EDITING_CATEGORY,
  MENU_RELOAD_DEBOUNCE_MS,
  PRODUCTS_CHANGED_EVENT,
  buildHomeProductCards,
  isPublicProductsPayload,
  type HomeProductCard,
} from '@/lib/domain/storefront';
import { ProductCarousel } from './product-carousel';

interface Lists {
  featured: HomeProductCard[];
  geneEditing: HomeProductCard[];
}

export function HomeProductLists(initial: Lists) {
  const [lists, setLists] = useState<Lists>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(async () => {
    try {
      const res = await fetch('/api/public/products', { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (!res.ok) return;
      const data: unknown = await res.json();
      if (!isPublicProductsPayload(data)) return;
      setLists({
        featured: buildHomeProductCards(data, HOME_FEATURED_CATEGORY),
        geneEditing: buildHomeProductCards(data, HOME_GENE_EDITING_CATEGORY),
      });
    } catch {
      // SPEC §8: no user-facing errors; the current lists stay.
    }
  }, []);

  useEffect(() => {
    const schedule = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void refresh(), MENU_RELOAD_DEBOUNCE_MS);
    };
    const unsubscribe = subscribeToProductUpdates({ onUpdate: schedule });
    window.addEventListener(PRODUCTS_CHANGED_EVENT, schedule);
    window.addEventListener('storage', schedule);
    return () => {
      unsubscribe();
      window.removeEventListener(PRODUCTS_CHANGED_EVENT, schedule);
      window.removeEventListener('storage', schedule);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);

  return (
    <>
      <div className="py-16 sm:py-20">
        <ProductCarousel id="featured" eyebrow="Shop online" title="Featured Products" products={lists.featured} layout="featured" />
      </div>
      <div className="bg-surface py-16 sm:py-20">
        <ProductCarousel id="gene-editing" eyebrow="CRISPR toolkit" title="Gene Editing Products" products={lists.geneEditing} layout="gene-editing" />
      </div>
    </>
  );
}
