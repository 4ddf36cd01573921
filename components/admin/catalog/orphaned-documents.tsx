'use client';
// Documents whose product was deleted (docs/documents.md): kept, with their catalogue number, until the admin
// deletes them here. Shown only when there are any; refreshed when the product list changes.
import * as React from 'react';
import { FileTextIcon } from '@/components/icons/file-text';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';

interface OrphanedDocument {
  id: string;
  kind: 'sds' | 'coa';
  catalogNumber: string;
  lot: string | null;
  fileName: string;
  uploadedAt: string;
  url: string;
}

export function OrphanedDocuments({ refreshKey }: { refreshKey: string | number }) {
  const [docs, setDocs] = React.useState<OrphanedDocument[]>([]);
  const [version, setVersion] = React.useState(0);

  React.useEffect(() => {
    let live = true;
    api
      .get<{ documents: OrphanedDocument[] }>('/api/admin/documents?orphaned=1')
      .then((res) => live && setDocs(res.documents))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [refreshKey, version]);

  if (!docs.length) return null;

  async function remove(d: OrphanedDocument) {
    try {
      await api.del(`/api/admin/documents/${d.id}`);
      toast({ title: `Deleted ${d.kind === 'coa' ? `COA for lot ${d.lot}` : 'SDS'} of ${d.catalogNumber}` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Could not delete the document', description: (err as Error).message });
    }
    setVersion((v) => v + 1);
  }

  return (
    <details className="rounded-lg border bg-card p-4">
      <summary className="cursor-pointer font-medium">Documents of deleted products ({docs.length})</summary>
      <ul className="mt-3 divide-y">
        {docs.map((d) => (
          <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <a href={d.url} target="_blank" rel="noopener" className="inline-flex min-w-0 items-center gap-1.5 truncate text-primary underline-offset-4 hover:underline">
              <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
              {d.kind === 'coa' ? `COA ${d.catalogNumber} lot ${d.lot}` : `SDS ${d.catalogNumber}`} — {d.fileName}
            </a>
            <Button size="sm" variant="outline" onClick={() => remove(d)} aria-label={`Delete ${d.kind === 'coa' ? `COA ${d.catalogNumber} lot ${d.lot}` : `SDS ${d.catalogNumber} ${d.fileName}`}`}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
