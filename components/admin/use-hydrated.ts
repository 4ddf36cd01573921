'use client';
// True once React has hydrated on the client (false during SSR and the hydration pass). Submit buttons stay
// disabled until then: a click before hydration would submit the form natively (docs/architecture.md#stack-notes).
import * as React from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return React.useSyncExternalStore(subscribe, () => true, () => false);
}
