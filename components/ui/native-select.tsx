import * as React from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down';

import { controlClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A styled native <select>: submits with plain forms and FormData, works before hydration, and is easy to drive
 * from Playwright (`selectOption`). Prefer it for simple forms; props go to the <select> itself.
 */
function NativeSelect({
  className,
  wrapperClassName,
  size = 'default',
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & { wrapperClassName?: string; size?: 'sm' | 'default' }) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-full', wrapperClassName)}>
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          controlClasses,
          'cursor-pointer appearance-none py-2 pr-9 pl-3 disabled:cursor-not-allowed',
          'data-[size=default]:h-10 data-[size=default]:max-sm:min-h-11 data-[size=default]:pointer-coarse:min-h-11 data-[size=sm]:h-9',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { NativeSelect };
