'use client';

import * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from '@/components/icons/x';
import { closableRoot, useHandedEscape } from '@/components/ui/escape-handoff';

import { cn } from '@/lib/utils';

const Dialog = closableRoot(DialogPrimitive.Root, 'dialog');

function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-foreground/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The element focused last outside any dialog: the opener of the dialog that opens next. Focus may reach the dialog
 * before Radix's open hook runs (a field with `autoFocus`), so the opener is tracked as focus moves.
 */
let lastFocusedOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  // This module may load with the dialog itself (a lazy dialog): the opener is then the element focused now.
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) lastFocusedOutside = document.activeElement;
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement && !e.target.closest('[role="dialog"],[role="alertdialog"]')) lastFocusedOutside = e.target;
    },
    true,
  );
}

/**
 * Focus back to the element that opened the dialog when it closes. Radix returns it to a `DialogTrigger` only; a
 * dialog opened from a plain button with `open` state (Edit details, Submit to Quote) left focus on the page.
 */
function useReturnFocus(onCloseAutoFocus: ((e: Event) => void) | undefined) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    ref: (node: HTMLDivElement | null) => {
      if (node && !opener.current) opener.current = lastFocusedOutside;
    },
    onCloseAutoFocus: (e: Event) => {
      onCloseAutoFocus?.(e);
      const el = opener.current;
      opener.current = null;
      if (e.defaultPrevented || !el?.isConnected) return;
      e.preventDefault();
      el.focus();
    },
  };
}

function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: Omit<React.ComponentProps<typeof DialogPrimitive.Content>, 'ref'> & { showCloseButton?: boolean }) {
  const focus = useReturnFocus(props.onCloseAutoFocus);
  // Escape closes the dialog, also while a toast raised after it shows (components/ui/escape-handoff.ts).
  const onKeyDown = useHandedEscape(props.onKeyDown);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-lg border bg-background p-6 shadow-lg outline-none sm:max-w-lg',
          'data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out',
          className,
        )}
        {...props}
        {...focus}
        onKeyDown={onKeyDown}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className={cn(
              'absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-subtle hover:text-foreground disabled:pointer-events-none max-sm:size-11',
            )}
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-2 pr-8 text-center sm:text-left', className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  );
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
};
