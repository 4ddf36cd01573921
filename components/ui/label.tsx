'use client';
// A form label. A plain <label> with the one behaviour Radix's Label added (a double click on the label text
// does not select it); without Radix, whose Primitive/Slot layer was the largest part of it in the first load
// of the forms' pages.
import * as React from 'react';

import { cn } from '@/lib/utils';

function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-snug font-medium select-none',
        'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      onMouseDown={(event) => {
        // Only when the press is on the label's own text, not on a control inside it.
        const target = event.target as HTMLElement;
        if (!target.closest('button, input, select, textarea')) {
          onMouseDown?.(event);
          if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
        }
      }}
      {...props}
    />
  );
}

export { Label };
