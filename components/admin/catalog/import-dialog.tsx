'use client';
// Import products (docs/requirements.md §5): a JSON object with optional products, overrides, details and hidden. The server
// validates every row first and writes all or nothing; the errors are listed per row. Large files show their
// read and upload progress.
import * as React from 'react';
import { FileBracesIcon as FileJson } from '@/components/icons/file-braces';
import { UploadIcon as Upload } from '@/components/icons/upload';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { ADMIN_SESSION_EXPIRED_EVENT } from '@/lib/client/api';
import { IMPORT_FAILURE_MESSAGE, IMPORT_SUCCESS_MESSAGE, MAX_IMPORT_BYTES, type RowError } from '@/lib/domain/catalog-admin';

type Phase = { kind: 'idle' } | { kind: 'working'; label: string; percent: number | null } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; errors: RowError[] };

function readFile(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('Failed to read the selected file.'));
    reader.readAsText(file);
  });
}

function upload(text: string, onProgress: (fraction: number) => void): Promise<{ status: number; body: Record<string, unknown> | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/products/import');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.send(text);
  });
}

export function ImportDialog({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = React.useState(false);
  const [phase, setPhase] = React.useState<Phase>({ kind: 'idle' });
  const inputRef = React.useRef<HTMLInputElement>(null);
  const busy = phase.kind === 'working';

  const run = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setPhase({ kind: 'failed', message: IMPORT_FAILURE_MESSAGE, errors: [{ path: '(file)', message: 'the file is larger than 10 MB' }] });
      return;
    }
    try {
      setPhase({ kind: 'working', label: 'Reading the file…', percent: 0 });
      const text = await readFile(file, (f) => setPhase({ kind: 'working', label: 'Reading the file…', percent: Math.round(f * 30) }));
      try {
        JSON.parse(text);
      } catch {
        setPhase({ kind: 'failed', message: IMPORT_FAILURE_MESSAGE, errors: [{ path: '(file)', message: 'not valid JSON' }] });
        return;
      }
      setPhase({ kind: 'working', label: 'Uploading…', percent: 30 });
      const res = await upload(text, (f) => setPhase({ kind: 'working', label: f < 1 ? 'Uploading…' : 'Checking and saving…', percent: f < 1 ? 30 + Math.round(f * 50) : null }));
      if (res.status === 401 || res.status === 403) {
        const message = String(res.body?.error ?? `HTTP ${res.status}`);
        window.dispatchEvent(new CustomEvent(ADMIN_SESSION_EXPIRED_EVENT, { detail: { status: res.status, url: '/api/admin/products/import', message } }));
      }
      if (res.status >= 200 && res.status < 300) {
        setPhase({ kind: 'done', message: IMPORT_SUCCESS_MESSAGE });
        onImported();
        return;
      }
      const errors = Array.isArray(res.body?.errors) ? (res.body.errors as RowError[]) : [];
      const extra = res.status === 413 ? [{ path: '(file)', message: 'the file is larger than 10 MB' }] : errors.length ? [] : [{ path: '(file)', message: String(res.body?.error ?? `HTTP ${res.status}`) }];
      setPhase({ kind: 'failed', message: IMPORT_FAILURE_MESSAGE, errors: [...errors, ...extra] });
    } catch (err) {
      setPhase({ kind: 'failed', message: IMPORT_FAILURE_MESSAGE, errors: [{ path: '(file)', message: (err as Error).message }] });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        setOpen(o);
        if (!o) setPhase({ kind: 'idle' });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Import products</DialogTitle>
          <DialogDescription>Load product settings from a JSON file.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 text-sm">
          <ol className="list-decimal space-y-1.5 pl-5 text-muted-foreground">
            <li>
              Use a file made by <strong className="text-foreground">Export</strong> (<code className="font-mono text-xs">bioark-products-YYYY-MM-DD.json</code>), or a JSON
              object with any of <code className="font-mono text-xs">products</code>, <code className="font-mono text-xs">overrides</code>,{' '}
              <code className="font-mono text-xs">details</code> and <code className="font-mono text-xs">hidden</code>.
            </li>
            <li>Each section in the file replaces that part of the catalogue; sections left out stay as they are.</li>
            <li>Every row is checked first. If one is invalid, nothing is imported and the problems are listed below.</li>
            <li>Files up to 10 MB. Prices are text such as $47.00 or &lsquo;Contact for Quote&rsquo;; negative prices are refused.</li>
          </ol>
          <input
            ref={inputRef}
            type="file"
            accept=".json,application/json"
            aria-label="Choose a JSON file to import"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void run(file);
            }}
          />
          <div aria-live="polite" className="flex flex-col gap-2">
            {phase.kind === 'working' ? (
              <div role="status" className="flex flex-col gap-2">
                <span>{phase.label}</span>
                <Progress value={phase.percent ?? 100} aria-label="Import progress" className={phase.percent === null ? 'animate-pulse' : undefined} />
              </div>
            ) : phase.kind === 'done' ? (
              <p role="status" className="rounded-md border border-success/25 bg-success/10 p-3 font-medium text-success">
                {phase.message}
              </p>
            ) : phase.kind === 'failed' ? (
              <div role="alert" className="rounded-md border border-destructive/25 bg-destructive/10 p-3 text-destructive">
                <p className="font-medium">{phase.message}</p>
                {phase.errors.length ? (
                  <ul aria-label="Problems found" className="mt-2 max-h-48 space-y-1 overflow-y-auto text-xs">
                    {phase.errors.map((e, i) => (
                      <li key={i}>
                        <code className="font-mono">{e.path}</code>: {e.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            Close
          </Button>
          <Button onClick={() => inputRef.current?.click()} disabled={busy}>
            <FileJson aria-hidden="true" />
            Choose JSON file…
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
