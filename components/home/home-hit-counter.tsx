'use client';
// SPEC §7: GET /metrics/hit once when the home page opens; failures are ignored.
import { useEffect, useRef } from 'react';

export function HomeHitCounter() {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    fetch('/api/metrics/hit', { cache: 'no-store', keepalive: true }).catch(() => {});
  }, []);
  return null;
}
