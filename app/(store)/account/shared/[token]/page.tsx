import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { PencilRulerIcon } from '@/components/icons/pencil-ruler';
import { DesignRows } from '@/components/account/design-rows';
import { formatDateTime } from '@/components/account/format';
import { Button } from '@/components/ui/button';
import { designWizardLink } from '@/lib/domain/account-data';
import { getSharedDesign } from '@/lib/server/account-data';

export const metadata: Metadata = { title: 'Shared gene design', robots: { index: false, follow: false } };

// A design shared read-only by its owner (docs/accounts.md). The link's unguessable token is the only key: no
// sign-in, no owner shown, only the latest version. Under /account, so never cached or indexed. Opening it in
// the wizard gives the visitor their own copy to edit; the owner's design never changes.
export default async function SharedDesignPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const design = await getSharedDesign(token);
  if (!design) return <NotFoundHere />;
  return (
    <article aria-labelledby="shared-heading" className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Shared gene design</p>
      <h1 id="shared-heading" className="mt-2 text-2xl font-semibold tracking-tight break-words sm:text-3xl">
        {design.name}
      </h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Version {design.version} · saved <time dateTime={design.savedAt}>{formatDateTime(design.savedAt)}</time> · read-only
      </p>
      <div className="mt-6 rounded-lg border bg-card p-5 shadow-xs">
        <DesignRows query={design.query} />
      </div>
      <Button asChild className="mt-6">
        <Link href={designWizardLink(design.query)}>
          <PencilRulerIcon aria-hidden="true" />
          Open a copy in the design wizard
        </Link>
      </Button>
    </article>
  );
}
