import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { PencilRulerIcon } from '@/components/icons/pencil-ruler';
import { SendIcon } from '@/components/icons/send';
import { AccountShell } from '@/components/account/account-shell';
import { DesignActions } from '@/components/account/design-actions';
import { DesignRows } from '@/components/account/design-rows';
import { formatDateTime } from '@/components/account/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { designQuoteLink, designWizardLink } from '@/lib/domain/account-data';
import { isDesignComplete } from '@/lib/domain/design/wizard';
import { parseDesign } from '@/lib/domain/design/url';
import { getDesign } from '@/lib/server/account-data';
import { requireCustomerPage } from '@/lib/auth/page-guard';

export const metadata: Metadata = { title: 'Saved design', robots: { index: false, follow: false } };

// One saved design: every version (newest first), each opening the wizard exactly as it was saved.
export default async function AccountDesignPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const customer = await requireCustomerPage(`/account/designs/${encodeURIComponent(id)}`);
  const design = await getDesign(customer, id);
  if (!design) return <NotFoundHere />;
  const complete = isDesignComplete(parseDesign(design.latest.query).selection);

  return (
    <AccountShell email={customer.email}>
      <Link href="/account/designs" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        My designs
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight break-words sm:text-2xl">{design.name}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {design.versionCount} {design.versionCount === 1 ? 'version' : 'versions'} · last saved <time dateTime={design.latest.createdAt}>{formatDateTime(design.latest.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={designWizardLink(design.latest.query, design.id)}>
              <PencilRulerIcon aria-hidden="true" />
              Open in the wizard
            </Link>
          </Button>
          {complete ? (
            <Button asChild variant="accent">
              <Link href={designQuoteLink(design.latest.query, design.id)}>
                <SendIcon aria-hidden="true" />
                Request a quote
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        <DesignActions id={design.id} name={design.name} shared={design.shared} />
      </div>

      <section aria-labelledby="versions-heading" className="mt-8">
        <h3 id="versions-heading" className="text-lg font-semibold">
          Versions
        </h3>
        <ol className="mt-3 space-y-3" data-testid="design-versions">
          {design.versions.map((v, i) => (
            <li key={v.version} className="rounded-lg border bg-card p-4 shadow-xs sm:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  Version {v.version} {i === 0 ? <Badge variant="success">Latest</Badge> : null}
                </p>
                <Button asChild variant="outline" size="sm">
                  <Link href={designWizardLink(v.query, design.id)} aria-label={`Open version ${v.version} in the wizard`}>
                    Open
                  </Link>
                </Button>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                Saved <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
              </p>
              <DesignRows query={v.query} className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" />
            </li>
          ))}
        </ol>
      </section>
    </AccountShell>
  );
}
