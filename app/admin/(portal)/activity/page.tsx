import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ActivityLog } from '@/components/admin/activity/activity-log';
import { filtersFromSearchParams } from '@/components/admin/activity/filters';

export const metadata: Metadata = { title: 'Activity' };
export const dynamic = 'force-dynamic';

export default async function AdminActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage('/admin/activity');
  const initial = filtersFromSearchParams(await searchParams);
  return (
    <>
      <AdminPageHeader title="Activity" description="Every change made in the portal: who, when, what and a short diff." />
      <ActivityLog initialFilters={initial} />
    </>
  );
}
