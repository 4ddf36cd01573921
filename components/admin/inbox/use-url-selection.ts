'use client';
// The selected row of an inbox (Quotes, Messages) lives in the URL (?id=) so a reload or a shared link opens the same
// one. Opening a row from the list is a history entry of its own, so the browser's Back returns to the list (on a
// phone the detail replaces the list); Back and Forward set the selection from the URL. Clearing the selection
// (a deleted row, an id not in the list) replaces the entry instead. Going back to the list puts keyboard focus on
// the row that was open (its button carries data-inbox-row={id}), not on the page body.
import * as React from 'react';
import { usePathname } from 'next/navigation';

export function useUrlSelection(initialSelectedId?: string) {
  const pathname = usePathname();
  const [selectedId, setSelectedId] = React.useState<string | null>(initialSelectedId ?? null);
  const urlOf = React.useCallback((id: string | null) => (id ? `${pathname}?id=${encodeURIComponent(id)}` : pathname), [pathname]);
  const pushed = React.useRef(false);
  const lastOpen = React.useRef<string | null>(initialSelectedId ?? null);
  // Asked for by the ways back to the list; done once the list is shown again (after the render).
  const [focusRequest, setFocusRequest] = React.useState(0);
  const focusLastRow = React.useCallback(() => setFocusRequest((n) => n + 1), []);
  React.useEffect(() => {
    const id = lastOpen.current;
    if (!focusRequest || selectedId || !id) return;
    const row = Array.from(document.querySelectorAll<HTMLElement>('[data-inbox-row]')).find((el) => el.dataset.inboxRow === id);
    row?.focus();
  }, [focusRequest, selectedId]);

  React.useEffect(() => {
    window.history.replaceState(null, '', urlOf(selectedId));
  }, [selectedId, urlOf]);
  React.useEffect(() => {
    const onPop = () => {
      pushed.current = false;
      const id = new URLSearchParams(window.location.search).get('id');
      setSelectedId(id);
      if (id) lastOpen.current = id;
      else focusLastRow();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [focusLastRow]);

  /** Opens a row from the list: a new history entry unless it is already open. */
  const open = React.useCallback(
    (id: string) => {
      if (id !== selectedId) {
        window.history.pushState(null, '', urlOf(id));
        pushed.current = true;
      }
      setSelectedId(id);
      lastOpen.current = id;
    },
    [selectedId, urlOf],
  );

  /** The detail's 'Back to list': the browser's Back when the row was opened here, else clears the selection. */
  const backToList = React.useCallback(() => {
    if (pushed.current) window.history.back();
    else {
      setSelectedId(null);
      focusLastRow();
    }
  }, [focusLastRow]);

  return { selectedId, setSelectedId, open, backToList };
}
