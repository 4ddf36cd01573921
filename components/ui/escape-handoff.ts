'use client';
// Escape belongs to the dialog the focus is in, even while a toast shows. Radix stacks its dismissable layers
// in the order they mount and lets only the top one hear Escape; a toast raised while a dialog is open (a
// refused submit) mounts above it, and Radix's toast closes on Escape pressed anywhere, so Escape closed the
// toast and left the dialog open. The toast now hands such an Escape over (`keepEscapeForDialog`, its
// onEscapeKeyDown) and the dialog it came from closes itself (`useHandedEscape`, its content's onKeyDown). With
// focus in the toast, Escape still closes the toast; its close button works as before.
import * as React from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"],[role="alertdialog"][data-state="open"]';
const handedToDialog = new WeakSet<Event>();

/** The toast's onEscapeKeyDown: an Escape pressed inside an open dialog keeps the toast and goes to the dialog. */
export function keepEscapeForDialog(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(OPEN_DIALOG)) return;
  event.preventDefault(); // Radix's toast skips its own close on a prevented event
  handedToDialog.add(event);
}

const CloseDialogContext = React.createContext<(() => void) | null>(null);

/**
 * The dialog roots (Dialog, AlertDialog, Sheet) hold their open state here, controlled or not, so that their
 * content can close them: Radix offers no call for it. `onOpenChange` runs as on any other close, so a dialog
 * that refuses to close (while it submits) refuses this one too.
 */
function useClosableDialog({ open, defaultOpen = false, onOpenChange }: { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultOpen);
  const controlled = open !== undefined;
  const current = controlled ? open : uncontrolled;
  const change = React.useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const close = React.useCallback(() => {
    if (current) change(false);
  }, [current, change]);
  return { open: current, onOpenChange: change, close };
}

type RootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void };

/** A Radix dialog root (Dialog, AlertDialog, Sheet) whose content can close it: the open state held by useClosableDialog. */
export function closableRoot<P extends RootProps>(Root: React.ComponentType<P>, slot: string): (props: P) => React.ReactElement {
  return function ClosableRoot({ open, defaultOpen, onOpenChange, ...props }: P) {
    const state = useClosableDialog({ open, defaultOpen, onOpenChange });
    const rootProps = { 'data-slot': slot, ...props, open: state.open, onOpenChange: state.onOpenChange } as unknown as P;
    return React.createElement(CloseDialogContext.Provider, { value: state.close }, React.createElement(Root, rootProps));
  };
}

/**
 * The dialog content's onKeyDown: closes the dialog on an Escape a toast handed over. Only the innermost dialog
 * the key came through acts (the event is taken once), as with Radix's own Escape. The content's
 * onEscapeKeyDown is not asked here (the toast already prevented the event): a dialog that must stay open
 * refuses in its onOpenChange.
 */
export function useHandedEscape<E extends HTMLElement>(onKeyDown: React.KeyboardEventHandler<E> | undefined): React.KeyboardEventHandler<E> {
  const close = React.useContext(CloseDialogContext);
  return (event) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && handedToDialog.delete(event.nativeEvent)) close?.();
  };
}
