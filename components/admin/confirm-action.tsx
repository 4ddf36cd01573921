'use client';
// A destructive or irreversible action behind a confirmation dialog (docs/design.md Admin: confirmations for
// destructive actions). Radix returns focus to the trigger when the dialog closes, on Cancel and Escape alike; when
// the confirmed action removes the trigger's row, focus goes to the portal's main region rather than the page body.
import * as React from 'react';
import { browserRemovalWatchDeps, focusFallbackWhenRemoved } from '@/lib/client/focus-after-removal';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel = 'Delete',
  confirmVariant = 'destructive',
  onConfirm,
  details,
  onOpenChange,
}: {
  trigger: React.ReactElement;
  title: string;
  description: React.ReactNode;
  /** Block content under the description (a list, say), which a description paragraph cannot hold. */
  details?: React.ReactNode;
  /** Told when the dialog opens and closes (e.g. to load the details on opening). */
  onOpenChange?: (open: boolean) => void;
  confirmLabel?: string;
  /** 'default' for an action that is irreversible but not a delete (e.g. recording a payment). */
  confirmVariant?: 'destructive' | 'default';
  onConfirm: () => void;
}) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const confirm = () => {
    const el = triggerRef.current;
    onConfirm();
    if (el) focusFallbackWhenRemoved(el, () => document.getElementById('admin-main') ?? document.querySelector('main'), browserRemovalWatchDeps());
  };
  return (
    <AlertDialog onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild ref={triggerRef}>
        {trigger}
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {details}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={confirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
