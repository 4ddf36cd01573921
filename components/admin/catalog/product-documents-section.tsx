'use client';
// The product editor's Documents section (docs/documents.md): SDS versions (the newest is current), one COA per
// lot with its dates, and bulk COA upload from `{catalogNumber}_{lot}.pdf` files with a preview first —
// unmatched files are listed and never uploaded. Uploads go through the media pipeline's signed PUT; the
// server checks every file is a real PDF without scripts before anything is stored.
import * as React from 'react';
import { FileTextIcon } from '@/components/icons/file-text';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { UploadIcon } from '@/components/icons/upload';
import { putWithProgress } from '@/components/admin/media/upload-client';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import { MAX_DOCUMENT_BYTES, normalizeLot, PDF_MIME_TYPE } from '@/lib/domain/documents';

interface AdminDocument {
  id: string;
  kind: 'sds' | 'coa';
  catalogNumber: string;
  lot: string | null;
  manufacturedOn: string | null;
  expiresOn: string | null;
  fileName: string;
  size: number;
  uploadedAt: string;
  url: string;
}

interface PreviewItem {
  fileName: string;
  matched: boolean;
  error?: string;
  catalogNumber?: string;
  lot?: string;
  productId?: string;
  productName?: string;
  replaces?: boolean;
}

type Grant = { uploadUrl: string; storageKey: string; headers: Record<string, string> };

/** request-upload → PUT → finalize; rejects with the server's message. */
async function uploadDocument(file: File, meta: { productId: string; kind: 'sds' | 'coa'; lot?: string; manufacturedOn?: string | null; expiresOn?: string | null }) {
  if (file.size > MAX_DOCUMENT_BYTES) throw new Error('The file is larger than 20 MB.');
  const grant = await api.post<Grant>('/api/admin/documents/request-upload', { fileName: file.name, size: file.size, mimeType: PDF_MIME_TYPE });
  await putWithProgress(grant, new Blob([file], { type: PDF_MIME_TYPE }), () => {});
  return api.post<{ document: AdminDocument; replaced: boolean }>('/api/admin/documents/finalize', { storageKey: grant.storageKey, ...meta });
}

const sizeText = (n: number) => (n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export function ProductDocumentsSection({ productId, catalogNumber }: { productId: string; catalogNumber: string }) {
  const hydrated = useHydrated();
  const [docs, setDocs] = React.useState<AdminDocument[] | null>(null);
  const [busy, setBusy] = React.useState<string | null>(null);
  const [status, setStatus] = React.useState('');

  const [version, setVersion] = React.useState(0);
  const reload = React.useCallback(async () => setVersion((v) => v + 1), []);

  React.useEffect(() => {
    let live = true;
    api
      .get<{ documents: AdminDocument[] }>(`/api/admin/documents?productId=${encodeURIComponent(productId)}`)
      .then((res) => live && setDocs(res.documents))
      .catch((err: Error) => live && setStatus(`Could not load documents: ${err.message}`));
    return () => {
      live = false;
    };
  }, [productId, version]);

  async function run(label: string, fn: () => Promise<string>) {
    setBusy(label);
    setStatus('');
    try {
      const done = await fn();
      setStatus(done);
      toast({ title: done });
      await reload();
    } catch (err) {
      const message = (err as Error).message;
      setStatus(message);
      toast({ variant: 'destructive', title: 'Upload refused', description: message });
    } finally {
      setBusy(null);
    }
  }

  const sds = (docs ?? []).filter((d) => d.kind === 'sds');
  const coas = (docs ?? []).filter((d) => d.kind === 'coa').sort((a, b) => (a.lot ?? '').localeCompare(b.lot ?? ''));

  return (
    <section aria-labelledby="product-documents-title" className="grid gap-6 border-t pt-5">
      <div>
        <h3 id="product-documents-title" className="text-base font-semibold">
          Documents
        </h3>
        <p className="text-sm text-muted-foreground">
          PDF only, at most 20 MB; files with scripts or launch actions are refused. {catalogNumber ? null : 'Set a catalog number and save before adding documents.'}
        </p>
      </div>

      <SdsBlock
        sds={sds}
        disabled={!hydrated || !catalogNumber || busy !== null}
        onUpload={(file) => run('sds', async () => (await uploadDocument(file, { productId, kind: 'sds' }), `SDS version uploaded (${file.name})`))}
        onDelete={(d) => run('delete', async () => (await api.del(`/api/admin/documents/${d.id}`), 'SDS version deleted'))}
      />

      <CoaBlock
        coas={coas}
        disabled={!hydrated || !catalogNumber || busy !== null}
        onUpload={(file, meta) =>
          run('coa', async () => {
            const r = await uploadDocument(file, { productId, kind: 'coa', ...meta });
            return r.replaced ? `COA for lot ${r.document.lot} replaced` : `COA for lot ${r.document.lot} added`;
          })
        }
        onDelete={(d) => run('delete', async () => (await api.del(`/api/admin/documents/${d.id}`), `COA for lot ${d.lot} deleted`))}
      />

      <BulkCoaBlock disabled={!hydrated || busy !== null} onDone={reload} />

      <p className="text-sm" role="status" aria-live="polite">
        {busy ? 'Uploading...' : status}
      </p>
    </section>
  );
}

function DocLink({ d, children }: { d: AdminDocument; children: React.ReactNode }) {
  return (
    <a href={d.url} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
      <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </a>
  );
}

function SdsBlock({ sds, disabled, onUpload, onDelete }: { sds: AdminDocument[]; disabled: boolean; onUpload: (f: File) => void; onDelete: (d: AdminDocument) => void }) {
  const [file, setFile] = React.useState<File | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold">Safety data sheet</h4>
      {sds.length ? (
        <ul className="grid gap-1 text-sm" aria-label="SDS versions">
          {sds.map((d, i) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <DocLink d={d}>{d.fileName}</DocLink>
              <span className="text-muted-foreground tabular-nums">
                {d.uploadedAt.slice(0, 10)} · {sizeText(d.size)}
              </span>
              {i === 0 ? <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">Current</span> : null}
              <Button type="button" variant="ghost" size="sm" onClick={() => onDelete(d)} disabled={disabled} aria-label={`Delete SDS ${d.fileName}`}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No SDS yet.</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field label="New SDS version (PDF)" id="sds-file">
          <Input ref={inputRef} type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || !file}
          onClick={() => {
            if (!file) return;
            onUpload(file);
            setFile(null);
            if (inputRef.current) inputRef.current.value = '';
          }}
        >
          <UploadIcon aria-hidden="true" />
          Upload SDS
        </Button>
      </div>
    </div>
  );
}

function CoaBlock({
  coas,
  disabled,
  onUpload,
  onDelete,
}: {
  coas: AdminDocument[];
  disabled: boolean;
  onUpload: (f: File, meta: { lot: string; manufacturedOn: string | null; expiresOn: string | null }) => void;
  onDelete: (d: AdminDocument) => void;
}) {
  const [file, setFile] = React.useState<File | null>(null);
  const [lot, setLot] = React.useState('');
  const [made, setMade] = React.useState('');
  const [expires, setExpires] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold">Certificates of analysis</h4>
      {coas.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">Lot</th>
                <th className="py-1 pr-3 font-medium">Manufactured</th>
                <th className="py-1 pr-3 font-medium">Expires</th>
                <th className="py-1 pr-3 font-medium">File</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coas.map((d) => (
                <tr key={d.id} className="border-t">
                  <td className="py-1 pr-3 font-mono">{d.lot}</td>
                  <td className="py-1 pr-3 tabular-nums">{d.manufacturedOn ?? '—'}</td>
                  <td className="py-1 pr-3 tabular-nums">{d.expiresOn ?? '—'}</td>
                  <td className="py-1 pr-3">
                    <DocLink d={d}>{d.fileName}</DocLink>
                  </td>
                  <td className="py-1">
                    <Button type="button" variant="ghost" size="sm" onClick={() => onDelete(d)} disabled={disabled} aria-label={`Delete COA for lot ${d.lot}`}>
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No COAs yet.</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Lot number" id="coa-lot" error={error}>
          <Input value={lot} onChange={(e) => setLot(e.target.value)} autoComplete="off" maxLength={64} />
        </Field>
        <Field label="COA file (PDF)" id="coa-file">
          <Input ref={inputRef} type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Field label="Manufacture date" id="coa-made">
          <Input type="date" value={made} onChange={(e) => setMade(e.target.value)} />
        </Field>
        <Field label="Expiry date" id="coa-expires">
          <Input type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </Field>
      </div>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || !file}
          onClick={() => {
            const l = normalizeLot(lot);
            if (!l.ok) return setError(l.error);
            setError(undefined);
            if (!file) return;
            onUpload(file, { lot: l.display, manufacturedOn: made || null, expiresOn: expires || null });
            setFile(null);
            setLot('');
            setMade('');
            setExpires('');
            if (inputRef.current) inputRef.current.value = '';
          }}
        >
          <UploadIcon aria-hidden="true" />
          Add COA
        </Button>
      </div>
    </div>
  );
}

function BulkCoaBlock({ disabled, onDone }: { disabled: boolean; onDone: () => Promise<void> }) {
  const [files, setFiles] = React.useState<File[]>([]);
  const [preview, setPreview] = React.useState<PreviewItem[] | null>(null);
  const [results, setResults] = React.useState<{ fileName: string; ok: boolean; message: string }[]>([]);
  const [working, setWorking] = React.useState(false);
  const [error, setError] = React.useState('');

  async function runPreview() {
    setError('');
    setResults([]);
    try {
      const res = await api.post<{ items: PreviewItem[] }>('/api/admin/documents/bulk-preview', { files: files.map((f) => ({ fileName: f.name, size: f.size })) });
      setPreview(res.items);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  async function attach() {
    if (!preview) return;
    setWorking(true);
    const out: typeof results = [];
    for (const item of preview.filter((p) => p.matched)) {
      const file = files.find((f) => f.name === item.fileName);
      if (!file || !item.productId || !item.lot) continue;
      try {
        await uploadDocument(file, { productId: item.productId, kind: 'coa', lot: item.lot });
        out.push({ fileName: item.fileName, ok: true, message: `Attached to ${item.catalogNumber} lot ${item.lot}` });
      } catch (err) {
        out.push({ fileName: item.fileName, ok: false, message: (err as Error).message });
      }
    }
    setResults(out);
    setPreview(null);
    setWorking(false);
    const ok = out.filter((r) => r.ok).length;
    toast({ title: `${ok} of ${out.length} certificates attached` });
    await onDone();
  }

  const matched = preview?.filter((p) => p.matched) ?? [];
  const unmatched = preview?.filter((p) => !p.matched) ?? [];

  return (
    <div className="grid gap-3 rounded-md border bg-surface p-4">
      <h4 className="text-sm font-semibold">Bulk upload COAs</h4>
      <p className="text-sm text-muted-foreground">
        Name each file <span className="font-mono">{'{catalogNumber}_{lot}.pdf'}</span>, for any product. You see what will be attached before anything is saved.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="COA files" id="bulk-coa-files">
          <Input
            type="file"
            multiple
            accept="application/pdf,.pdf"
            onChange={(e) => {
              setFiles(Array.from(e.target.files ?? []));
              setPreview(null);
              setResults([]);
            }}
          />
        </Field>
        <Button type="button" variant="outline" disabled={disabled || working || files.length === 0} onClick={runPreview}>
          Preview
        </Button>
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
      {preview ? (
        <div className="grid gap-3 text-sm">
          <div>
            <p className="font-medium">Will be attached ({matched.length})</p>
            {matched.length ? (
              <ul className="mt-1 grid gap-0.5" aria-label="Files that will be attached">
                {matched.map((m) => (
                  <li key={m.fileName}>
                    <span className="font-mono">{m.fileName}</span> → {m.productName} ({m.catalogNumber}), lot {m.lot}
                    {m.replaces ? <span className="text-muted-foreground"> — replaces the current COA of this lot</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">None.</p>
            )}
          </div>
          {unmatched.length ? (
            <div>
              <p className="font-medium text-destructive">Not matched — will not be stored ({unmatched.length})</p>
              <ul className="mt-1 grid gap-0.5" aria-label="Unmatched files">
                {unmatched.map((m) => (
                  <li key={m.fileName}>
                    <span className="font-mono">{m.fileName}</span>: {m.error}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" disabled={disabled || working || matched.length === 0} onClick={attach}>
              {working ? 'Attaching...' : `Attach ${matched.length} certificate${matched.length === 1 ? '' : 's'}`}
            </Button>
            <Button type="button" variant="ghost" disabled={working} onClick={() => setPreview(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {results.length ? (
        <ul className="grid gap-0.5 text-sm" aria-label="Bulk upload results">
          {results.map((r) => (
            <li key={r.fileName} className={r.ok ? undefined : 'text-destructive'}>
              <span className="font-mono">{r.fileName}</span>: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
