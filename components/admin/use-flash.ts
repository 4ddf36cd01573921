'use client';
// An inline message that clears itself (docs/requirements.md §8: 'Save failed' clears after 2 to 2.5 seconds).
import * as React from 'react';

export const FLASH_MS = 2_500;

export function useFlash(ms = FLASH_MS): [string | null, (message: string | null) => void] {
  const [message, setMessage] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const flash = React.useCallback(
    (m: string | null) => {
      if (timer.current) clearTimeout(timer.current);
      setMessage(m);
      if (m) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  React.useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return [message, flash];
}
