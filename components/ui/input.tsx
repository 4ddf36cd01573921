import * as React from 'react';

import { cn } from '@/lib/utils';

import { controlClasses, inputClasses } from '@/components/ui/control-classes';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(controlClasses, inputClasses, className)}
      {...props}
    />
  );
}

export { Input, controlClasses };
