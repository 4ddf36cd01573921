'use client';
import { useRef } from 'react';
import { useNearViewport } from '@/lib/client/near-viewport';

/** Renders its children only once this box has come near the viewport (see lib/client/near-viewport.ts). */
export function WhenNearViewport({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className={className}>
      {near ? children : null}
    </div>
  );
}
