'use client';
// Product image gallery (docs/requirements.md §2): a main image and thumbnails in five columns; choosing a thumbnail shows it.
import { useState } from 'react';
import { cx } from '@/lib/class-join';
import { preloadImage } from '@/components/ui/image-preload';
import type { GalleryImage } from './gallery-images';

export function ProductGallery({
  images,
  name,
  maxThumbs,
  columns = 5,
  aspect = 'square',
}: {
  /** From galleryImages() on the server: the <img> attributes come ready, so no image code ships to the browser. */
  images: GalleryImage[];
  name: string;
  /** docs/requirements.md §9: the simple product page shows up to 4 thumbnails. */
  maxThumbs?: number;
  columns?: 4 | 5 | 6;
  /** Service photos are 3:2; product photos are square. */
  aspect?: 'square' | 'wide';
}) {
  const [index, setIndex] = useState(0);
  const thumbs = maxThumbs ? images.slice(0, maxThumbs) : images;
  const current = images[index] ?? images[0];
  if (images[0]) preloadImage(images[0].main);
  return (
    <div className="grid gap-3">
      <div className={cx('relative overflow-hidden rounded-lg border bg-surface', aspect === 'square' ? 'aspect-square' : 'aspect-[3/2]')}>
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (gallery-images.ts)
          <img key={current.url} {...current.main} alt={`${name} — image ${index + 1} of ${images.length}`} />
        ) : null}
      </div>
      {thumbs.length > 1 ? (
        <ul className={cx('grid gap-2', { 4: 'grid-cols-4', 5: 'grid-cols-5', 6: 'grid-cols-4 sm:grid-cols-6' }[columns])} aria-label={`Images of ${name}`}>
          {thumbs.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${name}`}
                aria-pressed={i === index}
                className={cx(
                  'relative block w-full overflow-hidden',
                  aspect === 'square' ? 'aspect-square' : 'aspect-[3/2]',
                  ' rounded-md border-2 bg-surface transition-colors',
                  i === index ? 'border-primary' : 'border-transparent hover:border-border',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (gallery-images.ts) */}
                <img {...image.thumb} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
