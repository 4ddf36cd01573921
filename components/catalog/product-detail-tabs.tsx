// Tabs of a non-quote product (docs/requirements.md §2): Specifications (description, key features, storage and stability),
// Performance, Manuals (PDF links, external), Documents (SDS, COA lookup, citation; docs/documents.md). Every
// panel is rendered on the server and kept in the HTML.
import { CheckIcon } from '@/components/icons/check';
import { FileDownIcon } from '@/components/icons/file-down';
import { ThermometerSnowflakeIcon } from '@/components/icons/thermometer-snowflake';
import { Markdown } from '@/components/markdown/markdown';
import { PageTabs } from '@/components/catalog/page-tabs';
import { ProductDocumentsPanel } from '@/components/documents/product-documents-panel';
import type { PublicProductDocuments } from '@/lib/server/documents';
import type { Product } from '@/lib/types/catalog';

const panel = 'rounded-lg border bg-card p-5 sm:p-8';

export function ProductDetailTabs({ product, documents }: { product: Product; documents: PublicProductDocuments }) {
  return (
    <PageTabs
      label="Product information"
      panelClassName={panel}
      tabs={[
        { value: 'specifications', label: 'Specifications', content: <SpecificationsPanel product={product} /> },
        { value: 'performance', label: 'Performance', content: <PerformancePanel product={product} /> },
        { value: 'manuals', label: 'Manuals', content: <ManualsPanel product={product} /> },
        { value: 'documents', label: 'Documents', content: <ProductDocumentsPanel product={product} documents={documents} /> },
      ]}
    />
  );
}

function SpecificationsPanel({ product }: { product: Product }) {
  return (
    <>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h2 className="text-lg font-semibold">Description</h2>
          <p className="mt-2 text-muted-foreground">{product.description}</p>
          {product.keyFeatures.length ? (
            <>
              <h2 className="mt-6 text-lg font-semibold">Key Features</h2>
              <ul className="mt-3 grid gap-2">
                {product.keyFeatures.map((f) => (
                  <li key={f} className="flex gap-2.5 text-sm">
                    <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h2 className="text-lg font-semibold">Storage and Stability</h2>
          <p className="mt-2 flex gap-2.5 rounded-md bg-surface p-4 text-sm">
            <ThermometerSnowflakeIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{product.storageStability || 'See the product manual.'}</span>
          </p>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Catalog number</dt>
            <dd className="font-mono tabular-nums">{product.catalogNumber}</dd>
            <dt className="text-muted-foreground">Availability</dt>
            <dd>{product.availability}</dd>
            {product.fragmentSize ? (
              <>
                <dt className="text-muted-foreground">Fragment size</dt>
                <dd>{product.fragmentSize}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
    </>
  );
}

function PerformancePanel({ product }: { product: Product }) {
  return (
    <>
      <h2 className="sr-only">Performance</h2>
      {product.performanceData ? (
        <Markdown>{product.performanceData}</Markdown>
      ) : (
        <p className="text-muted-foreground">Performance data is available on request.</p>
      )}
    </>
  );
}

function ManualsPanel({ product }: { product: Product }) {
  return (
    <>
      <h2 className="sr-only">Manuals</h2>
      {product.manuals.length ? (
        <ul className="grid gap-2">
          {product.manuals.map((m) => (
            <li key={`${m.title}-${m.url}`}>
              <a
                href={m.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2.5 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:bg-subtle hover:underline"
              >
                <FileDownIcon className="size-4 shrink-0" aria-hidden="true" />
                {m.title} <span className="text-xs font-normal text-muted-foreground">(PDF)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">No manuals are available for this product yet.</p>
      )}
    </>
  );
}
