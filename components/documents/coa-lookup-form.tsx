'use client';
// 'Find the COA for your lot' (docs/documents.md): catalogue number + lot → GET /api/public/coa. Answers with
// the certificate (view / download) or 'No certificate for lot X of Y — contact support' with a prefilled
// /contact link. On a product page the catalogue number is fixed and only the lot is asked for.
import * as React from 'react';
import { useHydrated } from '@/components/admin/use-hydrated';
import Link from '@/components/ui/app-link';
import { FileCheckCornerIcon as FileCheck2Icon } from '@/components/icons/file-check-corner';
import { FileDownIcon } from '@/components/icons/file-down';
import { SearchIcon } from '@/components/icons/search';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { normalizeCatalogNumber, normalizeLot } from '@/lib/domain/documents';

type Found = { found: true; message: string; document: { url: string; lot: string | null; catalogNumber: string; manufacturedOn: string | null; expiresOn: string | null } };
type NotFound = { found: false; message: string; contactHref: string };
type Answer = Found | NotFound | { error: string };

export function CoaLookupForm({ catalogNumber: fixedNumber, idPrefix = 'coa' }: { catalogNumber?: string; idPrefix?: string }) {
  const hydrated = useHydrated();
  const [catalogNumber, setCatalogNumber] = React.useState(fixedNumber ?? '');
  const [lot, setLot] = React.useState('');
  const [errors, setErrors] = React.useState<{ catalogNumber?: string; lot?: string }>({});
  const [pending, setPending] = React.useState(false);
  const [answer, setAnswer] = React.useState<Answer | null>(null);

  const lookup = React.useCallback(async (c: string, l: string) => {
    setPending(true);
    setAnswer(null);
    try {
      const res = await fetch(`/api/public/coa?${new URLSearchParams({ catalogNumber: c, lot: l })}`, { headers: { accept: 'application/json' } });
      const body = (await res.json().catch(() => null)) as Answer | null;
      if (res.ok && body) setAnswer(body);
      else setAnswer({ error: (body && 'error' in body && body.error) || 'The lookup failed. Please try again in a moment.' });
    } catch {
      setAnswer({ error: 'The lookup failed. Please check your connection and try again.' });
    } finally {
      setPending(false);
    }
  }, []);

  // A link such as /documents?catalogNumber=BADM3362&lot=L2311-07 (the "shipped" e-mail gives one per lot) fills
  // the form and looks the certificate up at once. Read in the browser, so the page itself stays cacheable.
  React.useEffect(() => {
    if (fixedNumber) return;
    const query = new URLSearchParams(window.location.search);
    const qc = query.get('catalogNumber');
    const ql = query.get('lot');
    if (qc === null && ql === null) return;
    // After the first paint, so the server's HTML and the hydrated form agree.
    const timer = window.setTimeout(() => {
      if (qc !== null) setCatalogNumber(qc.slice(0, 100));
      if (ql !== null) setLot(ql.slice(0, 64));
      const c = normalizeCatalogNumber(qc ?? '');
      const l = normalizeLot(ql ?? '');
      if (c.ok && l.ok) void lookup(c.display, l.display);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [fixedNumber, lookup]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const c = normalizeCatalogNumber(catalogNumber);
    const l = normalizeLot(lot);
    const next = { catalogNumber: c.ok ? undefined : c.error, lot: l.ok ? undefined : l.error };
    setErrors(next);
    if (!c.ok || !l.ok) {
      const form = e.currentTarget;
      (form.querySelector<HTMLInputElement>(!c.ok && !fixedNumber ? `#${idPrefix}-catalog` : `#${idPrefix}-lot`))?.focus();
      return;
    }
    await lookup(c.display, l.display);
  }

  return (
    <div>
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Find a certificate of analysis" className={fixedNumber ? 'grid gap-4 sm:max-w-xl sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end' : 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end'}>
        {fixedNumber ? (
          <input type="hidden" name="catalogNumber" value={fixedNumber} />
        ) : (
          <Field label="Catalog number" id={`${idPrefix}-catalog`} error={errors.catalogNumber} required>
            <Input name="catalogNumber" value={catalogNumber} onChange={(e) => setCatalogNumber(e.target.value)} autoComplete="off" spellCheck={false} maxLength={100} placeholder="e.g. BADM3362" />
          </Field>
        )}
        <Field label="Lot number" id={`${idPrefix}-lot`} error={errors.lot} required>
          <Input name="lot" value={lot} onChange={(e) => setLot(e.target.value)} autoComplete="off" spellCheck={false} maxLength={64} placeholder="As printed on the tube label" />
        </Field>
        <PendingButton type="submit" disabled={!hydrated || pending} pending={pending} icon={<SearchIcon aria-hidden="true" />} pendingText="Searching..." spinnerLabel="Loading">
          Find certificate
        </PendingButton>
      </form>
      <div aria-live="polite" className="mt-4">
        {answer ? <LookupAnswer answer={answer} /> : null}
      </div>
    </div>
  );
}

function LookupAnswer({ answer }: { answer: Answer }) {
  if ('error' in answer) return <p className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">{answer.error}</p>;
  if (!answer.found) {
    return (
      <p className="rounded-md border bg-surface p-4 text-sm">
        {answer.message.replace(/ — contact support$/, '')} —{' '}
        <Link href={answer.contactHref} className="font-medium text-primary underline underline-offset-4">
          contact support
        </Link>
      </p>
    );
  }
  const d = answer.document;
  return (
    <div className="rounded-md border border-primary/30 bg-primary/5 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <FileCheck2Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{answer.message}</span>
      </p>
      {d.manufacturedOn || d.expiresOn ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-muted-foreground">
          {d.manufacturedOn ? (
            <>
              <dt>Manufactured</dt>
              <dd className="tabular-nums">{d.manufacturedOn}</dd>
            </>
          ) : null}
          {d.expiresOn ? (
            <>
              <dt>Expires</dt>
              <dd className="tabular-nums">{d.expiresOn}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={d.url} target="_blank" rel="noopener">
            View certificate (PDF)
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={`${d.url}?download=1`} download>
            <FileDownIcon aria-hidden="true" />
            Download
          </a>
        </Button>
      </div>
    </div>
  );
}
