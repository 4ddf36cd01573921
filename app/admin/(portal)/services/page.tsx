import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ServicesManager } from '@/components/admin/catalog/services-manager';
import { listAdminServices } from '@/lib/server/catalog-admin';

export const metadata: Metadata = { title: 'Services' };
export const dynamic = 'force-dynamic';

export default async function AdminServicesPage() {
  await requireAdminPage('/admin/services');
  const services = await listAdminServices();
  return (
    <>
      <AdminPageHeader
        title="Services"
        description="Built-in services keep their original values: edits are overrides you can reset. Custom services are edited directly."
      />
      <ServicesManager initialServices={services} />
    </>
  );
}
