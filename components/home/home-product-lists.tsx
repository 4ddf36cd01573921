'use client';
// The two home carousels with live lists (docs/requirements.md §4 Home product lists): they start from the server-rendered
// lists and refresh from GET /api/public/products (bounded to their categories: HOME_PRODUCTS_URL) on a stream 'update', on the 'products changed' window
// event, on a storage change (another tab's admin save) and every 60 s. A failed refresh keeps what is shown.
// The stream is opened once the page has settled (whenPageSettled), not during the first load.
import { useCallback, useEffect, useState } from 'react';
import { reloadScheduler, subscribeToProductUpdates } from '@/components/layout/product-updates';
import { whenPageSettled } from '@/lib/client/page-settled';
import {
  HOME_FEATURED_CATEGORY,
  HOME_GENE_EDITING_CATEGORY,
  HOME_PRODUCTS_URL,
  PRODUCTS_CHANGED_EVENT,
  PUBLIC_PRODUCTS_POLL_MS,
  PUBLIC_PRODUCTS_STORAGE_KEY,
} from '@/lib/domain/storefront-constants';
import type { HomeProductCard } from '@/lib/domain/storefront';
import { ProductCarousel } from './product-carousel';
import type { ImgAttrs } from '@/components/ui/image-attrs';

interface Lists {
  featured: HomeProductCard[];
  geneEditing: HomeProductCard[];
}

/** Local storage is rewritten only when the product list changed (docs/requirements.md §4 Polling). */
function storeIfChanged(key: string, value: string) {
  try {
    if (window.localStorage.getItem(key) !== value) window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the lists still show
  }
}

/** `images`: the cards' image attributes by URL, from carouselImages() on the server (card-images.ts). */
export function HomeProductLists({ images, ...initial }: Lists & { images: { featured: Record<string, ImgAttrs>; geneEditing: Record<string, ImgAttrs> } }) {
  const [lists, setLists] = useState<Lists>(initial);

  const refresh = useCallback(async () => {
    try {
      const res = await fetch(HOME_PRODUCTS_URL, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (!res.ok) return;
      const text = await res.text();
      const data: unknown = JSON.parse(text);
      // The list rules load with the first refresh: the server rendered the first lists (not on the first load).
      const { buildHomeProductCards, isPublicProductsPayload } = await import('@/lib/domain/storefront');
      if (!isPublicProductsPayload(data)) return;
      storeIfChanged(PUBLIC_PRODUCTS_STORAGE_KEY, text);
      setLists({
        featured: buildHomeProductCards(data, HOME_FEATURED_CATEGORY),
        geneEditing: buildHomeProductCards(data, HOME_GENE_EDITING_CATEGORY),
      });
    } catch {
      // docs/requirements.md §8: no user-facing errors; the current lists stay.
    }
  }, []);

  useEffect(() => {
    const scheduler = reloadScheduler(() => void refresh());
    const schedule = () => scheduler.onUpdate();
    // The stream opens once the page has settled (the lists are fresh from the server until then).
    let unsubscribe = () => {};
    const cancelStart = whenPageSettled(() => {
      unsubscribe = subscribeToProductUpdates({ onUpdate: schedule });
    });
    window.addEventListener(PRODUCTS_CHANGED_EVENT, schedule);
    window.addEventListener('storage', schedule);
    const poll = setInterval(() => void refresh(), PUBLIC_PRODUCTS_POLL_MS);
    return () => {
      clearInterval(poll);
      cancelStart();
      unsubscribe();
      window.removeEventListener(PRODUCTS_CHANGED_EVENT, schedule);
      window.removeEventListener('storage', schedule);
      scheduler.cancel();
    };
  }, [refresh]);

  return (
    <>
      <div className="py-16 sm:py-20">
        <ProductCarousel id="featured" eyebrow="Shop online" title="Featured Products" products={lists.featured} images={images.featured} layout="featured" />
      </div>
      <div className="bg-surface py-16 sm:py-20">
        <ProductCarousel id="gene-editing" eyebrow="CRISPR toolkit" title="Gene Editing Products" products={lists.geneEditing} images={images.geneEditing} layout="gene-editing" />
      </div>
    </>
  );
}
