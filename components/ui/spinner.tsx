import * as React from 'react';
import { LoaderCircleIcon as Loader2Icon } from '@/components/icons/loader-circle';

import { cn } from '@/lib/utils';

/** An indeterminate spinner. `label` is read by screen readers; pass `label={null}` when text nearby says it. */
function Spinner({
  className,
  label = 'Loading',
  ...props
}: Omit<React.ComponentProps<'svg'>, 'ref'> & { label?: string | null }) {
  return (
    <Loader2Icon
      data-slot="spinner"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn('size-4 animate-spin motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Spinner };
