// An admin page for a record that does not exist (an old link, a deleted customer): inside the portal layout, with
// the way back to the overview. Rendered on the server through NotFoundHere (docs/architecture.md#not-found-pages).
import Link from 'next/link';
import { AdminPageHeader } from '@/components/admin/page-header';
import { buttonVariants } from '@/components/ui/button';
import { NotFoundHere } from '@/components/static/not-found-here';

export function AdminNotFoundContent() {
  return (
    <div>
      <AdminPageHeader title="Not found" description="This record does not exist or was deleted. Check the link, or find it from its tab." />
      <Link href="/admin" className={buttonVariants({ variant: 'outline' })}>
        Back to the overview
      </Link>
    </div>
  );
}

/** What an admin page for one record returns when the record is missing: a 404 with the content above. */
export function AdminNotFound() {
  return (
    <NotFoundHere>
      <AdminNotFoundContent />
    </NotFoundHere>
  );
}
