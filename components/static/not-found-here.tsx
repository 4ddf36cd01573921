// A 404 that is in the server's HTML (docs/architecture.md#not-found-pages). `notFound()` called straight from a
// page makes Next send an empty document (`<html id="__next_error__">`) whose not-found content only appears once
// the scripts have run — seconds on a slow phone, never without JavaScript. Thrown inside a Suspense boundary
// instead, the error stays in that boundary: the layout (header, footer) and the boundary's fallback, which is
// the same content the segment's not-found file shows, are rendered on the server, and in the browser the
// segment's not-found boundary takes over with that same content. Next answers 404 for a cached (ISR) page; a
// dynamic page's 200 is corrected to 404 by the server (pageStatus in lib/http/not-found-status.mjs).
import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { NotFoundContent } from '@/components/static/not-found-content';

function Missing(): never {
  notFound();
}

export function NotFoundHere({ children = <NotFoundContent /> }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
