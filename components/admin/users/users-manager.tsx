'use client';
// The Users (Admins) tab: Add Admin, search, one card per admin, 'No admins found.'.
import * as React from 'react';
import { AddAdminForm } from '@/components/admin/users/add-admin-form';
import { AdminCard } from '@/components/admin/users/admin-card';
import { SearchBox } from '@/components/admin/search-box';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import { filterAdmins } from '@/lib/domain/admin-portal';
import type { AdminUser } from '@/lib/types/admin';

export function UsersManager({ initialUsers, selfId }: { initialUsers: AdminUser[]; selfId: string }) {
  const [users, setUsers] = React.useState(initialUsers);
  const [query, setQuery] = React.useState('');
  const visible = filterAdmins(users, query);

  const replace = (u: AdminUser) => setUsers((list) => list.map((x) => (x.id === u.id ? u : x)));

  const remove = async (u: AdminUser) => {
    const before = users;
    setUsers((list) => list.filter((x) => x.id !== u.id));
    try {
      await api.del(`/api/users/${encodeURIComponent(u.email)}`);
      toast({ title: 'Admin deleted', description: u.email });
    } catch (err) {
      setUsers(before);
      toast({ title: `Delete failed: ${(err as Error).message || 'unknown'}`, variant: 'destructive' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <AddAdminForm
        onAdded={(u) => {
          setUsers((list) => [...list.filter((x) => x.id !== u.id), u]);
          toast({ title: 'Admin added', description: u.email });
        }}
      />

      <section aria-labelledby="admins-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="admins-title" className="font-semibold">
            Admins <span className="tabular font-normal text-muted-foreground">({visible.length === users.length ? users.length : `${visible.length} of ${users.length}`})</span>
          </h2>
          <SearchBox boxClassName="w-full sm:max-w-xs" aria-label="Search admins" placeholder="Search by email, name or address" value={query} onValueChange={setQuery} />
        </div>
        {visible.length === 0 ? (
          <p className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-sm text-muted-foreground">No admins found.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {visible.map((u) => (
              <AdminCard key={u.id} user={u} isSelf={u.id === selfId} isLast={users.length <= 1} onSaved={replace} onDelete={remove} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
