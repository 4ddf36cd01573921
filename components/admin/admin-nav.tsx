'use client';
// The portal's tab list: one link per ADMIN_TABS entry, the active one marked with aria-current, and the
// Quotes unread badge.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ADMIN_TABS } from '@/components/admin/nav-items';
import { tabIcon } from '@/components/admin/nav-icons';
import { useAdminPortal } from '@/components/admin/admin-context';
import { formatUnreadBadge, isTabActive } from '@/lib/domain/admin-portal';
import { cn } from '@/lib/utils';

export function AdminNav({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const pathname = usePathname();
  const { unreadQuotes } = useAdminPortal();
  const badge = formatUnreadBadge(unreadQuotes);

  return (
    <ul className={cn('flex flex-col gap-0.5', className)}>
      {ADMIN_TABS.map((tab) => {
        const Icon = tabIcon(tab.icon);
        const active = isTabActive(tab.href, pathname);
        const showBadge = tab.slug === 'quotes' && badge;
        return (
          <li key={tab.slug}>
            <Link
              href={tab.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors lg:min-h-10',
                'hover:bg-subtle hover:text-foreground',
                'data-[active]:bg-primary/10 data-[active]:text-primary',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1 truncate">{tab.label}</span>
              {showBadge && (
                <span
                  data-testid="quotes-unread-badge"
                  className="tabular inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-foreground"
                >
                  {badge}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
