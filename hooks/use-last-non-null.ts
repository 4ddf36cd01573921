'use client';
import * as React from 'react';

/**
 * The last value that was not null. A dialog whose content comes from a selection (the product being edited) keeps
 * showing it, under the same key, while it closes: the selection is cleared on close, and a remount would cut the
 * close short — Radix then returns focus to the page instead of the button that opened the dialog.
 */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = React.useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
