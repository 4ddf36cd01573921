import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { UsersManager } from '@/components/admin/users/users-manager';
import { listAdminUsers } from '@/lib/server/users';

export const metadata: Metadata = { title: 'Users' };
export const dynamic = 'force-dynamic';

export default async function AdminUsersPage() {
  const admin = await requireAdminPage('/admin/users');
  const users = await listAdminUsers();
  return (
    <>
      <AdminPageHeader title="Users" description="Admin accounts. Every account has the Admin role; e-mail addresses cannot be changed." />
      <UsersManager initialUsers={users} selfId={admin.id} />
    </>
  );
}
