// The home carousels' card images with their <img> attributes computed on the server (components/ui/image-attrs.ts
// says why), keyed by image URL. The lists refresh in the browser; a product whose image is not in the map (added
// or changed since the page was rendered) gets cardImageFallback() until the next page load.
import { displayImage } from '@/lib/domain/media-display';
import type { HomeProductCard } from '@/lib/domain/storefront';
import { imageAttrs, type ImgAttrs } from '@/components/ui/image-attrs';

export type CarouselLayout = 'featured' | 'gene-editing';

export const CAROUSEL_IMAGE_SIZES: Record<CarouselLayout, string> = {
  featured: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  'gene-editing': '(min-width: 1280px) 240px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
};

export function carouselImages(cards: readonly HomeProductCard[], layout: CarouselLayout): Record<string, ImgAttrs> {
  const out: Record<string, ImgAttrs> = {};
  for (const card of cards) {
    if (card.image && !out[card.image]) out[card.image] = imageAttrs({ ...displayImage(card.image), alt: '', fill: true, sizes: CAROUSEL_IMAGE_SIZES[layout] });
  }
  return out;
}
