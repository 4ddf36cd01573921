'use client';

import * as React from 'react';
import { Toast as ToastPrimitives } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from '@/components/icons/x';
import { keepEscapeForDialog } from '@/components/ui/escape-handoff';

import { cn } from '@/lib/utils';

// docs/requirements.md §9: toasts close by themselves after 5 s.
const TOAST_DURATION_MS = 5000;

function ToastProvider({ duration = TOAST_DURATION_MS, ...props }: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return <ToastPrimitives.Provider duration={duration} {...props} />;
}

/**
 * Bottom-right stack from 640 px; on a phone at the top, where it covers no form's button or sticky bar
 * (docs/design.md), entering from above. Radix renders it inside a labelled region ("Notifications (F8)") and
 * announces each toast through its own polite/assertive live region.
 */
function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none [--toast-enter-y:-1rem] sm:top-auto sm:bottom-0 sm:max-w-[420px] sm:[--toast-enter-y:1rem]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'destructive group border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

function Toast({
  className,
  variant,
  onEscapeKeyDown,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      // Escape pressed in an open dialog closes the dialog, not this toast (components/ui/escape-handoff.ts).
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        keepEscapeForDialog(event);
      }}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-9 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-transparent px-3 text-sm font-medium',
        'transition-colors hover:bg-subtle disabled:pointer-events-none disabled:opacity-50',
        'group-[.destructive]:border-destructive-foreground/40 group-[.destructive]:hover:bg-destructive-foreground/10 group-[.destructive]:focus-visible:outline-destructive-foreground',
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors',
        'hover:bg-subtle hover:text-foreground',
        'group-[.destructive]:text-destructive-foreground/90 group-[.destructive]:hover:bg-destructive-foreground/10 group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:outline-destructive-foreground',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Close notification</span>
    </ToastPrimitives.Close>
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-90', className)}
      {...props}
    />
  );
}

type ToastProps = React.ComponentProps<typeof Toast>;

type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;

export {
  Toast,
  ToastAction,
  type ToastActionElement,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
};
