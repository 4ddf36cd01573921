import * as React from 'react';

import { controlClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/utils';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-24 px-3 py-2', className)}
      {...props}
    />
  );
}

export { Textarea };
