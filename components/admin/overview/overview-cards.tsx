// Overview counts (docs/requirements.md §2: products, blog posts, services; plus orders, unread quotes, e-mails waiting).
import Link from 'next/link';
import { FlaskConicalIcon as FlaskConical } from '@/components/icons/flask-conical';
import { InboxIcon as Inbox } from '@/components/icons/inbox';
import { MailIcon as Mail } from '@/components/icons/mail';
import { NewspaperIcon as Newspaper } from '@/components/icons/newspaper';
import { PackageIcon as Package } from '@/components/icons/package';
import { ShoppingBagIcon as ShoppingBag } from '@/components/icons/shopping-bag';
import type { IconComponent as LucideIcon } from '@/components/icons/icon';
import type { OverviewCounts } from '@/lib/types/admin';
import { cn } from '@/lib/utils';

interface Stat {
  label: string;
  value: number;
  href: string;
  icon: LucideIcon;
  note?: string;
  highlight?: boolean;
}

export function OverviewCards({ counts }: { counts: OverviewCounts }) {
  const stats: Stat[] = [
    { label: 'Products', value: counts.products, href: '/admin/products', icon: Package },
    { label: 'Blog posts', value: counts.blogPosts, href: '/admin/blog', icon: Newspaper },
    { label: 'Services', value: counts.services, href: '/admin/services', icon: FlaskConical },
    {
      label: 'Orders',
      value: counts.orders,
      href: '/admin/orders',
      icon: ShoppingBag,
      note: `${counts.paidOrders} paid`,
    },
    {
      label: 'Unread quotes',
      value: counts.unreadQuotes,
      href: '/admin/quotes',
      icon: Inbox,
      note: `${counts.quotes} in total`,
      highlight: counts.unreadQuotes > 0,
    },
    {
      label: 'E-mails waiting',
      value: counts.emailsWaiting,
      href: '/admin/email',
      icon: Mail,
      note: counts.emailsFailed ? `${counts.emailsFailed} failed` : 'none failed',
    },
  ];

  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {stats.map((s) => (
        <li key={s.label}>
          <Link
            href={s.href}
            data-testid={`overview-${s.label.toLowerCase().replace(/\s+/g, '-')}`}
            className={cn(
              'flex h-full flex-col gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-background',
              s.highlight && 'border-accent/60 bg-accent/5',
            )}
          >
            <span className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {s.label}
              <s.icon className={cn('size-4', s.highlight ? 'text-accent-foreground' : 'text-primary')} aria-hidden="true" />
            </span>
            <span className="tabular text-3xl font-semibold tracking-tight">{s.value}</span>
            {s.note ? <span className="text-xs text-muted-foreground">{s.note}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
