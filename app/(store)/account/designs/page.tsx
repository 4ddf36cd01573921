import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { DnaIcon } from '@/components/icons/dna';
import { AccountShell, SectionHeading } from '@/components/account/account-shell';
import { DesignRows } from '@/components/account/design-rows';
import { formatDate } from '@/components/account/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { listDesigns } from '@/lib/server/account-data';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'My designs', robots: { index: false, follow: false } };

export default async function AccountDesignsPage() {
  const customer = await requireCustomerPage('/account/designs');
  const designs = await listDesigns(customer);
  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="designs-heading">
        <SectionHeading id="designs-heading" title="Saved designs" description="Constructs saved from the gene design wizard. Saving an edit keeps every earlier version.">
          <Button asChild variant="outline" size="sm">
            <Link href="/design">New design</Link>
          </Button>
        </SectionHeading>
        {designs.length === 0 ? (
          <div className="mt-4 rounded-lg border bg-surface p-6 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <DnaIcon className="size-4" aria-hidden="true" />
              No saved designs yet
            </p>
            <p className="mt-1 text-muted-foreground">In the gene design wizard, choose “Save to my account” to keep a design here.</p>
            <Button asChild variant="outline" className="mt-4">
              <Link href="/design">Open the design wizard</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="account-designs">
            {designs.map((d) => (
              <li key={d.id}>
                <Link
                  href={`/account/designs/${d.id}`}
                  className="block h-full rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-subtle/40 sm:p-5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="min-w-0 font-medium break-words">{d.name}</p>
                    <div className="flex gap-1.5">
                      {d.shared ? <Badge variant="outline">Shared</Badge> : null}
                      <Badge variant="secondary">
                        {d.versionCount} {d.versionCount === 1 ? 'version' : 'versions'}
                      </Badge>
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    Version {d.latest.version} · saved <time dateTime={d.latest.createdAt}>{formatDate(d.latest.createdAt)}</time>
                  </p>
                  <DesignRows query={d.latest.query} className="mt-3 grid gap-y-0.5 text-sm" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountShell>
  );
}
