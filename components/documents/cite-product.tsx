'use client';
// 'Cite this product' (docs/documents.md): the methods-section citation with an optional lot, Copy, and RIS and
// BibTeX downloads. The text comes from the pure formatters in lib/domain/documents.ts.
import * as React from 'react';
import { useHydrated } from '@/components/admin/use-hydrated';
import { CheckIcon } from '@/components/icons/check';
import { CopyIcon } from '@/components/icons/copy';
import { DownloadIcon } from '@/components/icons/download';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { bibtexKey, formatBibtex, formatCitation, formatRis, normalizeLot, type CitationInput } from '@/lib/domain/documents';

function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CiteProduct({ citation, idPrefix = 'cite' }: { citation: Omit<CitationInput, 'lot'>; idPrefix?: string }) {
  const [lotText, setLotText] = React.useState('');
  const [copied, setCopied] = React.useState(false);
  const hydrated = useHydrated();
  const lot = normalizeLot(lotText);
  const input: CitationInput = { ...citation, lot: lot.ok ? lot.display : null };
  const text = formatCitation(input);
  const base = bibtexKey(input);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div>
      <Field
        label="Lot number (optional)"
        id={`${idPrefix}-lot`}
        error={lotText.trim() && !lot.ok ? lot.error : undefined}
        description="Adds the lot you used to the citation."
        className="max-w-sm"
      >
        <Input value={lotText} onChange={(e) => setLotText(e.target.value)} autoComplete="off" spellCheck={false} maxLength={64} />
      </Field>
      <p className="mt-4 rounded-md border bg-surface p-4 font-mono text-sm break-words" data-testid="citation-text">
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={copy} disabled={!hydrated}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy citation'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={!hydrated} onClick={() => download(formatRis(input), `${base}.ris`, 'application/x-research-info-systems')}>
          <DownloadIcon aria-hidden="true" />
          RIS
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={!hydrated} onClick={() => download(formatBibtex(input), `${base}.bib`, 'application/x-bibtex')}>
          <DownloadIcon aria-hidden="true" />
          BibTeX
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Citation copied' : ''}
      </p>
    </div>
  );
}
