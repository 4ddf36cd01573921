'use client';
// Replaces the root layout when it fails itself, so it brings its own <html> and <body>.
import './globals.css';
import { LazyErrorContent } from '@/components/static/lazy-error-content';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>Unexpected Application Error! | BioArk</title>
        <main id="main">
          <LazyErrorContent error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
