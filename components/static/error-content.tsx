// SPEC §2: unhandled route errors show 'Unexpected Application Error!' with the status and status text or the
// error message. Server errors reach the browser without their message (Next.js hides it); the digest lets
// support find the logged error.
import Link from 'next/link';
import { RotateCcwIcon } from 'lucide-react';

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
            <RotateCcwIcon className="size-4" aria-hidden="true" />
            Try again
          </button>
        ) : null}
        <Link href="/" className="inline-flex h-11 items-center justify-center rounded-md border border-input px-6 text-sm font-medium hover:bg-subtle">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
