'use client';
// Below-the-fold images that the browser would fetch at the first layout anyway: Chromium's own lazy loading
// starts 1,250–2,500 px ahead, so on the home page every carousel and service image was requested (and
// decoded) while the first screen was still being painted. These images are put on the page only when their
// section comes within NEAR_VIEWPORT_MARGIN of the viewport, so the first screen's bytes and the main thread
// go to what the visitor sees first.
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport (vertically) a deferred section's images are put on the page. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** True once the element has come within `rootMargin` of the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Every browser React 19 runs in has IntersectionObserver; the check only keeps test DOMs without one safe.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
