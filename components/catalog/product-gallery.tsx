'use client';
// Product image gallery (docs/requirements.md §2): a main image and thumbnails in five columns; choosing a thumbnail shows it.
import { useState } from 'react';
import Image from 'next/image';
import { cn } from '@/lib/utils';
import { displayImage } from '@/lib/domain/media-display';

export function ProductGallery({
  images,
  name,
  maxThumbs,
  columns = 5,
  aspect = 'square',
}: {
  images: string[];
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
  return (
    <div className="grid gap-3">
      <div className={cn('relative overflow-hidden rounded-lg border bg-surface', aspect === 'square' ? 'aspect-square' : 'aspect-[3/2]')}>
        <Image
          key={current}
          {...displayImage(current)}
          alt={`${name} — image ${index + 1} of ${images.length}`}
          fill
          priority={index === 0}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      {thumbs.length > 1 ? (
        <ul className={cn('grid gap-2', { 4: 'grid-cols-4', 5: 'grid-cols-5', 6: 'grid-cols-4 sm:grid-cols-6' }[columns])} aria-label={`Images of ${name}`}>
          {thumbs.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${name}`}
                aria-pressed={i === index}
                className={cn(
                  'relative block w-full overflow-hidden',
                  aspect === 'square' ? 'aspect-square' : 'aspect-[3/2]',
                  ' rounded-md border-2 bg-surface transition-colors',
                  i === index ? 'border-primary' : 'border-transparent hover:border-border',
                )}
              >
                <Image {...displayImage(src)} alt="" fill sizes="120px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
