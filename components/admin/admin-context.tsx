'use client';
// Shared state of the portal shell: the signed-in admin and the Quotes unread count (the sidebar badge).
// Tabs report changes with setUnreadQuotes / refreshCounts; the shell polls too, so new quotes show up.
import * as React from 'react';
import { api } from '@/lib/client/api';
import type { OverviewCounts } from '@/lib/types/admin';

export interface PortalAdmin {
  id: string;
  email: string;
  name: string;
}

interface AdminPortalState {
  admin: PortalAdmin;
  unreadQuotes: number;
  setUnreadQuotes: (n: number) => void;
  refreshCounts: () => Promise<void>;
}

const AdminPortalContext = React.createContext<AdminPortalState | null>(null);

/** Polling interval of the unread badge while the page is visible. */
export const COUNTS_POLL_MS = 30_000;

export function AdminPortalProvider({
  admin,
  initialUnread,
  children,
}: {
  admin: PortalAdmin;
  initialUnread: number;
  children: React.ReactNode;
}) {
  const [unreadQuotes, setUnreadQuotes] = React.useState(initialUnread);

  const refreshCounts = React.useCallback(async () => {
    try {
      const { counts } = await api.get<{ counts: OverviewCounts }>('/api/admin/overview');
      setUnreadQuotes(counts.unreadQuotes);
    } catch {
      // A 401 raises the session-expired dialog through the request helper; other failures keep the badge.
    }
  }, []);

  React.useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refreshCounts();
    }, COUNTS_POLL_MS);
    return () => window.clearInterval(id);
  }, [refreshCounts]);

  const value = React.useMemo(() => ({ admin, unreadQuotes, setUnreadQuotes, refreshCounts }), [admin, unreadQuotes, refreshCounts]);
  return <AdminPortalContext.Provider value={value}>{children}</AdminPortalContext.Provider>;
}

export function useAdminPortal(): AdminPortalState {
  const ctx = React.useContext(AdminPortalContext);
  if (!ctx) throw new Error('useAdminPortal must be used within AdminPortalProvider');
  return ctx;
}
