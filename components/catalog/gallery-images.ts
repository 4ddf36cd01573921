// The gallery's images with their <img> attributes computed on the server (components/ui/image-attrs.ts says
// why): the main image at the page's column width, the thumbnails at 120 px.
import { displayImage } from '@/lib/domain/media-display';
import { imageAttrs, type ImgAttrs } from '@/components/ui/image-attrs';

export interface GalleryImage {
  url: string;
  main: ImgAttrs;
  thumb: ImgAttrs;
}

export const GALLERY_MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

export function galleryImages(urls: readonly string[]): GalleryImage[] {
  return urls.map((url, i) => ({
    url,
    // The first image is the page's largest paint: eager, high priority (and preloaded by the gallery).
    main: imageAttrs({ ...displayImage(url), alt: '', fill: true, priority: i === 0, sizes: GALLERY_MAIN_SIZES, className: 'object-cover' }),
    thumb: imageAttrs({ ...displayImage(url), alt: '', fill: true, sizes: '120px', className: 'object-cover' }),
  }));
}
