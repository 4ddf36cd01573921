// Image attributes computed on the server (docs/architecture.md#first-load-javascript): next/image's <Image> is a
// client component, so every page that rendered one shipped its code (about 7 KB gzip with the loader, config and
// head handling). getImageProps() gives the same <img> attributes (srcset, sizes, loading, decoding, fill style)
// without it. Server components render <StaticImage>; client components that swap images (the hero, the gallery)
// receive ImgAttrs computed by their server parent and import only the type from here.
import { getImageProps, type ImageProps } from 'next/image';

export type ImgAttrs = ReturnType<typeof getImageProps>['props'];

export function imageAttrs(props: ImageProps): ImgAttrs {
  return getImageProps(props).props;
}
