// Suspense fallback of the wizard (the design comes from the URL, read on the client).
import { Skeleton } from '@/components/ui/skeleton';

export function DesignWizardSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10" aria-busy="true" aria-label="Loading the design wizard">
      <div className="flex flex-col gap-6">
        <div className="rounded-xl border bg-card p-5 sm:p-8">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-3 h-2 w-full" />
          <Skeleton className="mt-6 h-7 w-64" />
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        </div>
        <Skeleton className="h-44 w-full rounded-xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}
