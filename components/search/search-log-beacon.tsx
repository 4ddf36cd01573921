'use client';
// Counts a catalogue search in the aggregated search log once the results page is shown. The page itself is
// cached, so the count is sent from the browser (without JavaScript a search is simply not counted).
import { useEffect } from 'react';

const sent = new Set<string>();

export function SearchLogBeacon({ q }: { q: string }) {
  useEffect(() => {
    if (!q || sent.has(q)) return;
    sent.add(q);
    const body = JSON.stringify({ q });
    void fetch('/api/public/search/log', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  }, [q]);
  return null;
}
