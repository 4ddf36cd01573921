'use client';
// The table view of the Products tab: dense rows, sticky header, 10 per page read from the server (docs/requirements.md §9).
import * as React from 'react';
import { ChevronLeftIcon as ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRightIcon as ChevronRight } from '@/components/icons/chevron-right';
import { PencilIcon as Pencil } from '@/components/icons/pencil';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { deleteDescription, type ProductActions } from '@/components/admin/catalog/product-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CATALOG_TABLE_PAGE_SIZE, CATEGORY_LABELS } from '@/lib/domain/catalog';
import { formatPriceOrContact } from '@/lib/domain/money';
import type { Product } from '@/lib/types/catalog';

/** One page of rows read from the server (`products`, page `page` of `total` matches); `onPage` asks for another. */
export function ProductsTable({ products: rows, total, page, onPage, actions }: { products: Product[]; total: number; page: number; onPage: (page: number) => void; actions: ProductActions }) {
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_TABLE_PAGE_SIZE));
  const current = Math.min(page, pageCount);

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border bg-card">
        <Table>
          <TableHeader sticky>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="max-md:hidden">Category</TableHead>
              <TableHead className="max-sm:hidden">Catalog #</TableHead>
              <TableHead className="text-right max-sm:hidden">Price</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} data-testid="product-row">
                <TableCell className="max-w-64">
                  <a href={p.link} target="_blank" rel="noreferrer" className="line-clamp-2 font-medium hover:underline">
                    {p.name}
                  </a>
                  <span className="text-xs text-muted-foreground">
                    {p.builtin ? 'Built-in' : 'Custom'}
                    {p.overridden ? ' · edited' : ''}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant={p.quoteOnly ? 'quote' : 'buy'}>{p.quoteOnly ? 'Quote' : 'Buy'}</Badge>
                </TableCell>
                <TableCell className="max-md:hidden">{CATEGORY_LABELS[p.category]}</TableCell>
                <TableCell className="tabular max-sm:hidden">{p.catalogNumber || '—'}</TableCell>
                <TableCell className="tabular text-right max-sm:hidden">{p.quoteOnly ? '—' : formatPriceOrContact(p.listPriceCents)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button size="icon" variant="ghost" onClick={() => actions.onEditDetails(p)} aria-label={`Edit details of ${p.name}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <ConfirmAction
                    title={`Delete ${p.name}?`}
                    description={deleteDescription(p)}
                    onConfirm={() => actions.onDelete(p)}
                    trigger={
                      <Button size="icon" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${p.name}`}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <nav aria-label="Table pages" className="flex items-center justify-between gap-3 text-sm">
        <span className="tabular text-muted-foreground">
          {total ? `${((current - 1) * CATALOG_TABLE_PAGE_SIZE + 1).toLocaleString('en-US')}–${Math.min(current * CATALOG_TABLE_PAGE_SIZE, total).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}` : '0 of 0'}
        </span>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => onPage(current - 1)} disabled={current <= 1}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="tabular">
            Page {current.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
          </span>
          <Button size="sm" variant="outline" onClick={() => onPage(current + 1)} disabled={current >= pageCount}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
