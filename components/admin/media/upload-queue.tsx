'use client';
// Per-file upload progress (issue 10): a progress bar per file while it is sent, then 'Processing…'; a failed
// file keeps its message until dismissed.
import { CircleCheckIcon as CheckCircle2 } from '@/components/icons/circle-check';
import { XIcon as X } from '@/components/icons/x';
import { CircleXIcon as XCircle } from '@/components/icons/circle-x';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';

export interface UploadEntry {
  id: string;
  file: File;
  name: string;
  progress: number;
  phase: 'uploading' | 'processing' | 'failed';
  storageKey?: string;
  error?: string;
}

export function UploadQueue({ entries, onDismiss }: { entries: UploadEntry[]; onDismiss: (id: string) => void }) {
  if (!entries.length) return null;
  return (
    <ul aria-label="Uploads" className="flex flex-col gap-2 rounded-lg border bg-card p-3 shadow-xs">
      {entries.map((u) => (
        <li key={u.id} className="flex items-center gap-3" data-testid="upload-entry" data-phase={u.phase}>
          <span className="shrink-0" aria-hidden="true">
            {u.phase === 'failed' ? (
              <XCircle className="size-4 text-destructive" />
            ) : u.phase === 'processing' ? (
              <Spinner label={null} className="text-primary" />
            ) : u.progress >= 100 ? (
              <CheckCircle2 className="size-4 text-success" />
            ) : (
              <Spinner label={null} className="text-muted-foreground" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="truncate font-medium" title={u.name}>
                {u.name}
              </span>
              <span className="tabular shrink-0 text-xs text-muted-foreground">
                {u.phase === 'failed' ? 'Failed' : u.phase === 'processing' ? 'Processing…' : `${u.progress}%`}
              </span>
            </div>
            {u.phase === 'failed' ? (
              <p role="alert" className="mt-0.5 text-xs text-destructive">
                {u.error}
              </p>
            ) : (
              <Progress value={u.progress} aria-label={`Uploading ${u.name}`} className="mt-1.5 h-1.5" />
            )}
          </div>
          {u.phase === 'failed' ? (
            <button
              type="button"
              onClick={() => onDismiss(u.id)}
              aria-label={`Dismiss ${u.name}`}
              className="shrink-0 rounded p-2 text-muted-foreground hover:bg-subtle hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
