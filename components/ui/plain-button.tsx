import * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { resolvedButtonVariants } from '@/components/ui/button-variants';
import { cx } from '@/lib/class-join';

/**
 * Button's markup with a plain class join, for client components on a page's first load (the product page's
 * purchase form, the catalogue filters): Button's `cn` would bring lib/class-merge.ts (3.5 KB gzip) along.
 * `className` must not conflict with the variant's classes (tests/unit/ui/first-load-classes.test.tsx); no asChild.
 */
function PlainButton({ className, variant, size, ...props }: React.ComponentProps<'button'> & VariantProps<typeof resolvedButtonVariants>) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cx(resolvedButtonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { PlainButton };
