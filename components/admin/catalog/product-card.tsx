'use client';
// One product card of the Products tab: inline name and description edit, Open, Edit details, Reset to
// default (an edited built-in), Delete (with confirmation).
import * as React from 'react';
import { ExternalLinkIcon as ExternalLink } from '@/components/icons/external-link';
import { PencilIcon as Pencil } from '@/components/icons/pencil';
import { RotateCcwIcon as RotateCcw } from '@/components/icons/rotate-ccw';
import { SaveIcon as Save } from '@/components/icons/save';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { AdminThumb } from '@/components/admin/catalog/thumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { CATEGORY_LABELS } from '@/lib/domain/catalog';
import { formatPriceOrContact } from '@/lib/domain/money';
import type { Product } from '@/lib/types/catalog';

export interface ProductActions {
  onSaveInline: (p: Product, patch: { name: string; description: string }) => Promise<boolean>;
  onEditDetails: (p: Product) => void;
  onReset: (p: Product) => void;
  onDelete: (p: Product) => void;
}

export function deleteDescription(p: Product): string {
  return p.builtin
    ? 'This built-in product disappears from the catalogue and the sitemap, and its edits (overrides and details) are cleared. You can restore it later from “Deleted built-in products”.'
    : 'This custom product is removed with all its details. This cannot be undone.';
}

export function ProductCard({ product, actions }: { product: Product; actions: ProductActions }) {
  const [name, setName] = React.useState(product.name);
  const [description, setDescription] = React.useState(product.description);
  const [saving, setSaving] = React.useState(false);
  const dirty = name !== product.name || description !== product.description;
  const nameError = dirty && !name.trim() ? 'Name is required' : null;
  const idBase = `product-${product.id}`;

  const save = async () => {
    if (nameError) return;
    setSaving(true);
    try {
      await actions.onSaveInline(product, { name: name.trim(), description });
    } finally {
      setSaving(false);
    }
  };

  return (
    <article aria-labelledby={`${idBase}-title`} data-testid="product-card" data-product-id={product.id} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <header className="flex items-start gap-3">
        <AdminThumb src={product.imageUrl} alt="" className="size-16 shrink-0 p-1" />
        <div className="min-w-0 flex-1">
          <h3 id={`${idBase}-title`} className="line-clamp-2 font-semibold leading-snug">
            {product.name}
          </h3>
          <p className="mt-0.5 truncate text-xs text-muted-foreground">
            <span className="tabular">{product.catalogNumber || 'No catalog number'}</span> · {product.link}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant={product.quoteOnly ? 'quote' : 'buy'}>{product.quoteOnly ? 'Quote' : 'Buy'}</Badge>
            <Badge variant="outline">{CATEGORY_LABELS[product.category]}</Badge>
            {product.builtin ? <Badge variant="secondary">Built-in</Badge> : <Badge variant="outline">Custom</Badge>}
            {product.overridden ? <Badge variant="warning">Edited</Badge> : null}
          </div>
        </div>
        {!product.quoteOnly ? <p className="tabular shrink-0 text-sm font-semibold">{formatPriceOrContact(product.listPriceCents)}</p> : null}
      </header>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idBase}-name`} className="text-xs font-medium text-muted-foreground">
          Name
        </label>
        <Input id={`${idBase}-name`} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={nameError ? true : undefined} autoComplete="off" />
        {nameError ? <p className="text-xs font-medium text-destructive">{nameError}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idBase}-description`} className="text-xs font-medium text-muted-foreground">
          Description
        </label>
        <Textarea id={`${idBase}-description`} value={description} onChange={(e) => setDescription(e.target.value)} rows={2} className="min-h-16 text-sm" />
      </div>

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <PendingButton pending={saving} icon={<Save aria-hidden="true" />} pendingText="Saving..." size="sm" onClick={save} disabled={!dirty || saving || Boolean(nameError)} aria-label={`Save ${product.name}`}>
          Save
        </PendingButton>
        <Button size="sm" variant="outline" asChild>
          <a href={product.link} target="_blank" rel="noreferrer" aria-label={`Open ${product.name} in a new tab`}>
            <ExternalLink aria-hidden="true" />
            Open
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onEditDetails(product)} aria-label={`Edit details of ${product.name}`}>
          <Pencil aria-hidden="true" />
          Edit details
        </Button>
        {product.overridden ? (
          <ConfirmAction
            title={`Reset ${product.name} to default?`}
            description="Your edits of this built-in product are discarded and its original values come back."
            confirmLabel="Reset to default"
            onConfirm={() => actions.onReset(product)}
            trigger={
              <Button size="sm" variant="ghost">
                <RotateCcw aria-hidden="true" />
                Reset to default
              </Button>
            }
          />
        ) : null}
        <ConfirmAction
          title={`Delete ${product.name}?`}
          description={deleteDescription(product)}
          onConfirm={() => actions.onDelete(product)}
          trigger={
            <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${product.name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </footer>
    </article>
  );
}
