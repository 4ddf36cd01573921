'use client';

import * as React from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { CheckIcon } from '@/components/icons/check';
import { MinusIcon } from '@/components/icons/minus';

import { cn } from '@/lib/utils';

function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // The ::after box widens the hit area to 44 px without changing the layout.
        'peer relative size-5 shrink-0 cursor-pointer rounded-sm border border-input bg-background shadow-xs transition-colors sm:size-4',
        'after:absolute after:-inset-3 sm:after:-inset-2',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center text-current"
      >
        <CheckIcon className="size-4 group-data-[state=indeterminate]:hidden sm:size-3.5" aria-hidden="true" />
        <MinusIcon className="hidden size-4 group-data-[state=indeterminate]:block sm:size-3.5" aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
