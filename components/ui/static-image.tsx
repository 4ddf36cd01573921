// A server-rendered image with next/image's attributes and optimizer URLs but none of its client code
// (components/ui/image-attrs.ts says why). `priority` preloads it in the head with high fetch priority, as
// next/image's `priority` does; others load lazily.
import type { ImageProps } from 'next/image';
import { imageAttrs } from './image-attrs';
import { preloadImage } from './image-preload';

export function StaticImage({ priority = false, ...props }: ImageProps) {
  const img = imageAttrs({ ...props, priority });
  if (priority) preloadImage(img);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in img (required by ImageProps)
  return <img {...img} />;
}
