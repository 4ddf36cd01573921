'use client';
// The toaster's code (Radix Toast) loads when the first toast is raised, not with every page: it keeps about
// 10–17 KB out of the storefront's first-load JavaScript. The toast store itself (hooks/use-toast) is tiny and
// always present, so a toast raised before the chunk arrives is shown as soon as it does.
import * as React from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = React.lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  ) : null;
}
