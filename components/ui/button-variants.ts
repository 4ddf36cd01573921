// The button styles on their own, for links styled as buttons: importing them does not bring the Button
// component and its Slot into a page's first load (docs/architecture.md#first-load-javascript).
import { cva } from 'class-variance-authority';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground shadow-xs hover:bg-accent-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-background shadow-xs hover:bg-subtle hover:text-subtle-foreground',
  ghost: 'hover:bg-subtle hover:text-subtle-foreground',
  destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:outline-destructive',
  link: 'text-primary underline-offset-4 hover:text-primary-hover hover:underline',
};
const BASE = [
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-medium whitespace-nowrap',
  'transition-colors duration-150 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
];

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap',
    ...BASE.slice(1),
  ],
  {
    variants: {
      variant: VARIANTS,
      // docs/design.md: touch targets ≥ 44 px on small or touch screens.
      size: {
        default: 'h-10 px-4 py-2 has-[>svg]:px-3 max-sm:min-h-11 pointer-coarse:min-h-11',
        sm: 'h-9 gap-1.5 px-3 has-[>svg]:px-2.5 max-sm:min-h-11 pointer-coarse:min-h-11',
        lg: 'h-11 px-6 text-base has-[>svg]:px-4',
        icon: 'size-10 max-sm:min-h-11 max-sm:min-w-11 pointer-coarse:min-h-11 pointer-coarse:min-w-11',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

/**
 * The classes `cn(buttonVariants(…))` ends up with — the size's gap and text size instead of the base's — with no
 * two conflicting, so a plain join gives the same button without lib/class-merge.ts in the browser
 * (PlainButton and the first-load client components; tests/unit/ui/first-load-classes.test.tsx proves it for
 * every variant and size).
 */
export const resolvedButtonVariants = cva(BASE, {
  variants: {
    variant: VARIANTS,
    size: {
      default: 'h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3 max-sm:min-h-11 pointer-coarse:min-h-11',
      sm: 'h-9 gap-1.5 px-3 text-sm has-[>svg]:px-2.5 max-sm:min-h-11 pointer-coarse:min-h-11',
      lg: 'h-11 gap-2 px-6 text-base has-[>svg]:px-4',
      icon: 'size-10 gap-2 text-sm max-sm:min-h-11 max-sm:min-w-11 pointer-coarse:min-h-11 pointer-coarse:min-w-11',
    },
  },
  defaultVariants: {
    variant: 'default',
    size: 'default',
  },
});
