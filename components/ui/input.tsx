import * as React from 'react';

import { cn } from '@/lib/utils';

/** Shared look of text-like controls (input, textarea, native select). */
const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background text-base text-foreground shadow-xs md:text-sm',
  'transition-colors duration-150 placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
].join(' ');

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClasses,
        'h-10 px-3 py-2 max-sm:min-h-11 pointer-coarse:min-h-11',
        'file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export { Input, controlClasses };
