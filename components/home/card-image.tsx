'use client';
// A home carousel card's image. The carousels render their images only once they come near the viewport, and
// their product lists refresh in the browser, so this one keeps next/image — loaded with the first image, not
// with the page (components/ui/image-attrs.ts says why).
import Image from 'next/image';
import { displayImage } from '@/lib/domain/media-display';

export default function CardImage({ src, alt, sizes }: { src: string; alt: string; sizes: string }) {
  return <Image {...displayImage(src)} alt={alt} fill sizes={sizes} className="object-cover transition-transform duration-200 group-hover:scale-[1.02]" />;
}
