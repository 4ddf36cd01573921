import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { MessagesInbox } from '@/components/admin/messages/messages-inbox';

export const metadata: Metadata = { title: 'Messages' };
export const dynamic = 'force-dynamic';

// The Messages tab (docs/accounts.md): contact-form messages and the status their senders see in their account.
export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage('/admin/messages');
  const sp = await searchParams;
  const id = typeof sp.id === 'string' && /^[0-9a-f-]{36}$/i.test(sp.id) ? sp.id : undefined;
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="Messages from the contact form. The status you set (submitted, being reviewed, answered) is what the sender sees in their account."
      />
      <MessagesInbox initialSelectedId={id} />
    </>
  );
}
