'use client';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/domain/catalog';

/** A small preview of an admin-entered image path or URL; a broken one falls back to the placeholder. */
export function AdminThumb({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const [broken, setBroken] = React.useState(false);
  const safe = src && (/^\/(?!\/)/.test(src) || /^https?:\/\//i.test(src)) && !broken ? src : PRODUCT_PLACEHOLDER_IMAGE;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin previews of arbitrary paths and URLs; no optimiser round-trip
    <img
      src={safe}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('rounded-md border bg-surface object-contain', className)}
    />
  );
}
