import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { EmailSettings } from '@/components/admin/email/email-settings';
import { getOutboxView } from '@/lib/server/outbox';
import { getSmtpConfigView } from '@/lib/server/smtp';

export const metadata: Metadata = { title: 'Email (SMTP)' };
export const dynamic = 'force-dynamic';

export default async function AdminEmailPage() {
  await requireAdminPage('/admin/email');
  const [config, outbox] = await Promise.all([getSmtpConfigView(), getOutboxView()]);
  return (
    <>
      <AdminPageHeader title="Email (SMTP)" description="Outgoing mail server, notification templates and the outbox of e-mails waiting to be sent." />
      <EmailSettings initialConfig={config} initialOutbox={outbox} />
    </>
  );
}
