'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). The framework's scripts are requested
 * after the first frame (lib/http/first-frame.mjs), which can be after the window's load event: browser tests
 * wait for this mark before they hover or type (tests/helpers/playwright.ts). Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
