'use client';
// docs/requirements.md §7: GET /metrics/hit once when the home page opens; failures are ignored.
import { useEffect, useRef } from 'react';

export function HomeHitCounter() {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // Read the (tiny) body: an unread response stays open in the browser's network log.
    fetch('/api/metrics/hit', { cache: 'no-store' })
      .then((res) => res.text())
      .catch(() => {});
  }, []);
  return null;
}
