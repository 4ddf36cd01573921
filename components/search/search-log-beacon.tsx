'use client';
// Counts a catalogue search in the aggregated search log once the results page is shown. The page itself is
// cached, so the count is sent from the browser: by script, or — without JavaScript — by the <noscript> image,
// which a browser with scripting on never fetches (docs/search.md).
import { useEffect } from 'react';

const sent = new Set<string>();

export function searchLogPixelUrl(q: string): string {
  return `/api/public/search/log?${new URLSearchParams({ q })}`;
}

export function SearchLogBeacon({ q }: { q: string }) {
  useEffect(() => {
    if (!q || sent.has(q)) return;
    sent.add(q);
    const body = JSON.stringify({ q });
    void fetch('/api/public/search/log', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  }, [q]);
  if (!q) return null;
  return (
    <noscript>
      {/* eslint-disable-next-line @next/next/no-img-element -- a counting pixel, not a picture */}
      <img src={searchLogPixelUrl(q)} alt="" width={1} height={1} aria-hidden="true" className="absolute h-px w-px opacity-0" />
    </noscript>
  );
}
