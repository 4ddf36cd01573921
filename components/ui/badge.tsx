import * as React from 'react';
import { Slot } from '@/components/ui/slot';
import type { VariantProps } from 'class-variance-authority';
import { badgeVariants } from '@/components/ui/badge-variants';

import { cn } from '@/lib/utils';

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
