import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { listMedia } from '@/lib/server/media';

export const metadata: Metadata = { title: 'Media' };
export const dynamic = 'force-dynamic';

export default async function AdminMediaPage() {
  await requireAdminPage('/admin/media');
  const items = await listMedia();
  return (
    <>
      <AdminPageHeader
        title="Media"
        description="Images for products, services and blog posts. Each upload gets a 320 px thumbnail and a 1280 px WebP copy."
      />
      <MediaLibrary initialItems={items} />
    </>
  );
}
