import type { Metadata } from 'next';
import { DownloadIcon } from '@/components/icons/download';
import { AccountShell, SectionHeading } from '@/components/account/account-shell';
import { DeleteAccount } from '@/components/account/delete-account';
import { Button } from '@/components/ui/button';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'My data', robots: { index: false, follow: false } };

export default async function AccountDataPage() {
  const customer = await requireCustomerPage('/account/data');
  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="export-heading">
        <SectionHeading
          id="export-heading"
          title="Download my data"
          description="Everything the shop holds about you — profile, addresses, designs, orders, quotes, messages, e-mails sent and sign-ins — as one JSON file."
        />
        <Button asChild variant="outline" className="mt-4">
          <a href="/api/account/export" download="bioark-account-data.json">
            <DownloadIcon aria-hidden="true" />
            Download my data (JSON)
          </a>
        </Button>
      </section>
      <section aria-labelledby="delete-heading" className="mt-12 rounded-lg border border-destructive/30 bg-destructive/5 p-5">
        <SectionHeading id="delete-heading" title="Delete my account" />
        <p className="mt-2 max-w-2xl text-sm">
          Your profile, addresses, saved designs, messages and sign-ins are erased and you are signed out everywhere. Orders and quotes are kept
          for accounting without your name, e-mail or address. This cannot be undone.
        </p>
        <DeleteAccount />
      </section>
    </AccountShell>
  );
}
