'use client';
import { useEffect } from 'react';
import { ErrorContent } from '@/components/static/error-content';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main">
      <ErrorContent error={error} reset={reset} />
    </main>
  );
}
