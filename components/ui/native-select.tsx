import * as React from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down';

import { controlClasses, nativeSelectChevronClasses, nativeSelectClasses, nativeSelectWrapperClasses } from '@/components/ui/control-classes';
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
    <div data-slot="native-select-wrapper" className={cn(nativeSelectWrapperClasses, wrapperClassName)}>
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(controlClasses, nativeSelectClasses, className)}
        {...props}
      />
      <ChevronDownIcon aria-hidden="true" className={nativeSelectChevronClasses} />
    </div>
  );
}

export { NativeSelect };
