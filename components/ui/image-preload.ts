// Preloading an image the way next/image's `priority` did: a <link rel=preload> in the head with its srcset,
// sizes and high fetch priority. Kept apart from image-attrs.ts so client components can use it without pulling
// next/image's code into the browser.
import { preload } from 'react-dom';

export function preloadImage(img: { src?: string; srcSet?: string; sizes?: string }): void {
  if (img.src) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
}
