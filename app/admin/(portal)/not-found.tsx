// Inside the portal layout, so a missing record keeps the admin's navigation (docs/architecture.md#not-found-pages).
import { AdminNotFoundContent } from '@/components/admin/not-found-content';

export default function AdminPortalNotFound() {
  return <AdminNotFoundContent />;
}
