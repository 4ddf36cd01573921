// The badge styles on their own, for client components on the first load: importing them does not bring `cn`
// and lib/class-merge.ts with them (docs/architecture.md#first-load-javascript).
import { cva } from 'class-variance-authority';

// Soft variants put the token colour on its own 10% tint: each pair stays ≥ 4.5:1 (see app/globals.css).
export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
    'transition-colors [&>svg]:pointer-events-none [&>svg]:size-3',
  ],
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary-hover',
        secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary-hover',
        outline: 'border-border text-foreground [a&]:hover:bg-subtle',
        accent: 'border-transparent bg-accent text-accent-foreground [a&]:hover:bg-accent-hover',
        success: 'border-success/25 bg-success/10 text-success',
        warning: 'border-warning/25 bg-warning/10 text-warning',
        destructive: 'border-destructive/25 bg-destructive/10 text-destructive',
        // Product purchase mode: Buy online vs. request a quote.
        buy: 'border-primary/25 bg-primary/10 text-primary',
        quote: 'border-accent/60 bg-accent/15 text-accent-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);
