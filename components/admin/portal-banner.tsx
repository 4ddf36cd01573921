// The shell's banner slot: portal-wide notices an admin should act on (server component).
import Link from 'next/link';
import { MailExclamationPointIcon as MailWarning } from '@/components/icons/mail-exclamation-point';
import type { OverviewCounts } from '@/lib/types/admin';

export function PortalBanner({ counts }: { counts: Pick<OverviewCounts, 'emailsFailed'> }) {
  if (!counts.emailsFailed) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning/25 bg-warning/10 px-4 py-3 text-sm text-warning"
    >
      <MailWarning className="size-4 shrink-0" aria-hidden="true" />
      <span className="font-medium">
        {counts.emailsFailed === 1 ? '1 e-mail could not be sent.' : `${counts.emailsFailed} e-mails could not be sent.`}
      </span>
      <Link href="/admin/email" className="font-medium underline underline-offset-4">
        Check the SMTP settings and the outbox
      </Link>
    </div>
  );
}
