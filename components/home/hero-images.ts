// The hero's slides with their <img> attributes computed on the server (components/ui/image-attrs.ts says why):
// the first eager with high priority (the page's largest paint), the others lazy with low priority.
import { imageAttrs } from '@/components/ui/image-attrs';
import type { HeroSlideImage } from './hero-slideshow';

export function heroSlideImages(slides: readonly { image: string; alt: string }[]): HeroSlideImage[] {
  return slides.map((s, i) => ({
    ...s,
    img: imageAttrs({
      src: s.image,
      alt: s.alt,
      fill: true,
      sizes: '100vw',
      className: 'object-cover',
      ...(i === 0 ? { priority: true } : { loading: 'lazy' as const, fetchPriority: 'low' as const }),
    }),
  }));
}
