// The product page's Documents content (docs/documents.md): the current SDS, the manuals, a small COA lookup
// for this product's catalogue number, and 'Cite this product'. Server-rendered; the two forms are islands that
// hydrate when wanted (deferred-document-tools.tsx).
import { FileDownIcon } from '@/components/icons/file-down';
import { FileTextIcon } from '@/components/icons/file-text';
import { DeferredCiteProduct, DeferredCoaLookupForm } from '@/components/documents/deferred-document-tools';
import { absoluteUrl } from '@/components/seo/json-ld';
import { SITE_NAME } from '@/lib/site';
import type { PublicProductDocuments } from '@/lib/server/documents';
import type { Product } from '@/lib/types/catalog';

const linkClass =
  'inline-flex min-h-11 items-center gap-2.5 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:bg-subtle hover:underline';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ProductDocumentsPanel({ product, documents }: { product: Product; documents: PublicProductDocuments }) {
  const { sds, manuals } = documents;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="documents-files-title">
        <h2 id="documents-files-title" className="text-lg font-semibold">
          Safety data sheet and manuals
        </h2>
        <ul className="mt-3 grid gap-1">
          {sds ? (
            <li className="flex flex-wrap items-center gap-x-2">
              <a href={sds.url} target="_blank" rel="noopener" className={linkClass}>
                <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
                Current Safety Data Sheet
                <span className="text-xs font-normal text-muted-foreground max-sm:sr-only">
                  (PDF, {formatSize(sds.size)}, updated {sds.uploadedAt.slice(0, 10)})
                </span>
              </a>
              <a href={`${sds.url}?download=1`} download={sds.downloadName} className={linkClass}>
                <FileDownIcon className="size-4 shrink-0" aria-hidden="true" />
                Download SDS
              </a>
            </li>
          ) : (
            <li className="px-2 py-2 text-sm text-muted-foreground">The safety data sheet is available on request.</li>
          )}
          {manuals.map((m) => (
            <li key={`${m.title}-${m.url}`}>
              <a href={m.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <FileDownIcon className="size-4 shrink-0" aria-hidden="true" />
                {m.title} <span className="text-xs font-normal text-muted-foreground">(PDF)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {product.catalogNumber ? (
        <section aria-labelledby="documents-coa-title">
          <h2 id="documents-coa-title" className="text-lg font-semibold">
            Find the COA for your lot
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">
            Enter the lot number printed on your tube to get its certificate of analysis for {product.catalogNumber}.
          </p>
          <DeferredCoaLookupForm catalogNumber={product.catalogNumber} idPrefix="product-coa" />
        </section>
      ) : null}

      <section aria-labelledby="documents-cite-title">
        <h2 id="documents-cite-title" className="text-lg font-semibold">
          Cite this product
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">For the methods section of your paper.</p>
        <DeferredCiteProduct
          idPrefix="product-cite"
          citation={{ supplier: SITE_NAME, productName: product.name, catalogNumber: product.catalogNumber, rrid: product.rrid, url: absoluteUrl(product.link) }}
        />
      </section>
    </div>
  );
}
