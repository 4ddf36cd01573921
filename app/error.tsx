'use client';
import { useEffect } from 'react';
import { LazyErrorContent } from '@/components/static/lazy-error-content';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <LazyErrorContent error={error} reset={reset} />
    </main>
  );
}
