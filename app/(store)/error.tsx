'use client';
// Unhandled errors on a store page: 'Unexpected Application Error!' inside the store layout.
import { useEffect } from 'react';
import { LazyErrorContent } from '@/components/static/lazy-error-content';

export default function StoreError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LazyErrorContent error={error} reset={reset} />;
}
