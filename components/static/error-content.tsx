// docs/requirements.md §2: unhandled route errors show 'Unexpected Application Error!' with the status and status text or the
// error message. Server errors reach the browser without their message (Next.js hides it); the digest lets
// support find the logged error.
// Error boundaries are loaded on every page and the bundler gives each its own copy of what they import, so
// this stays dependency-free: a plain link (a full load is the right way home after a crash) and an inline icon.

export interface ErrorLike {
  message?: string;
  digest?: string;
  status?: number;
  statusText?: string;
}

export function describeError(error: ErrorLike): { status: number; text: string } {
  const status = typeof error.status === 'number' && error.status >= 400 ? error.status : 500;
  const text = error.statusText || error.message || 'Internal Server Error';
  return { status, text };
}

export function ErrorContent({ error, reset }: { error: ErrorLike; reset?: () => void }) {
  const { status, text } = describeError(error);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold tabular-nums">{status}</span> <span className="text-muted-foreground">{text}</span>
      </p>
      {error.digest ? <p className="mt-2 font-mono text-xs text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {reset ? (
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
              <path d="M3 3v5h5" />
            </svg>
            Try again
          </button>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load resets whatever state crashed */}
        <a href="/" className="inline-flex h-11 items-center justify-center rounded-md border border-input px-6 text-sm font-medium hover:bg-subtle">
          Return to Home
        </a>
      </div>
    </div>
  );
}
