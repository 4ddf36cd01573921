'use client';
// The error boundaries' content, loaded when an error is shown: boundaries are part of every page's first load
// and the bundler gives each its own copy of what they import, so they carry only this wrapper and the heading
// (docs/architecture.md#first-load-javascript). If the full content cannot be fetched (the network may be what
// failed), the heading and the way home still show.
import { lazy, Suspense } from 'react';
import type { ErrorLike } from './error-content';

function ErrorHeading() {
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Unexpected Application Error!</h1>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load resets whatever state crashed */}
      <a href="/" className="mt-8 inline-flex h-11 items-center justify-center rounded-md border border-input px-6 text-sm font-medium hover:bg-subtle">
        Return to Home
      </a>
    </div>
  );
}

const ErrorContent = lazy(() =>
  import('./error-content').then(
    (m) => ({ default: m.ErrorContent }),
    () => ({ default: ErrorHeading }),
  ),
);

export function LazyErrorContent(props: { error: ErrorLike; reset?: () => void }) {
  return (
    <Suspense fallback={<ErrorHeading />}>
      <ErrorContent {...props} />
    </Suspense>
  );
}
