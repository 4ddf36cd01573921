'use client';
// Add product and Edit details (docs/requirements.md §2 Products tab, §5 Add product): one dialog over every detail field.
// Text formats: gallery one URL per line (first is the cover); options, manuals, manual links and
// specifications comma-separated; option prices as lines 'option=price'; key features one per line.
import { ProductDocumentsSection } from '@/components/admin/catalog/product-documents-section';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/components/admin/use-hydrated';
import { AdminThumb } from '@/components/admin/catalog/thumb';
import { ChooseFromLibrary } from '@/components/admin/media/choose-from-library';
import { CATEGORY_LABELS, CATEGORY_ORDER, PRODUCT_GALLERY_PREVIEW_MAX, defaultQuoteOnlyForCategory, normalizeCategory } from '@/lib/domain/catalog';
import {
  DISCARD_PRODUCT_CHANGES,
  EMPTY_PRODUCT_FORM,
  parseProductForm,
  productFormChanged,
  productToFormText,
  type ProductFormErrors,
  type ProductFormText,
  type ProductValues,
} from '@/lib/domain/catalog-admin';
import { splitLines } from '@/lib/domain/structured-text';
import { appendLine } from '@/lib/domain/media-display';
import { focusFirstInvalid } from '@/lib/client/forms';

export interface SubmitResult {
  fieldErrors?: Record<string, string>;
  message?: string;
}

export function ProductFormDialog({
  open,
  onOpenChange,
  mode,
  initial,
  builtin = false,
  productId,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'add' | 'edit';
  initial?: ProductValues;
  builtin?: boolean;
  /** Set when editing a stored product: shows its Documents section. */
  productId?: string;
  onSubmit: (values: ProductValues) => Promise<SubmitResult | void>;
}) {
  const [pending, setPending] = React.useState(false);
  // Changes not saved yet: closing by Escape, the overlay, Close or Cancel asks before they are lost.
  const changed = React.useRef(false);
  const requestOpenChange = (o: boolean) => {
    if (pending) return;
    if (!o && changed.current && !window.confirm(DISCARD_PRODUCT_CHANGES)) return;
    if (!o) changed.current = false;
    onOpenChange(o);
  };
  return (
    <Dialog open={open} onOpenChange={requestOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{mode === 'add' ? 'Add product' : `Edit details — ${initial?.name ?? ''}`}</DialogTitle>
          <DialogDescription>
            {mode === 'add'
              ? 'A new catalogue entry. Its link is /products/{slug}; the slug comes from the name unless you set one, with -2, -3 added on a clash.'
              : builtin
                ? 'A built-in product: your changes are stored as an override. Reset to default restores the original values.'
                : 'Every field of this product.'}
          </DialogDescription>
        </DialogHeader>
        {/* The form mounts with the dialog, so every opening starts from the product's stored values. */}
        <ProductForm
          mode={mode}
          initial={initial}
          onSubmit={onSubmit}
          pending={pending}
          setPending={setPending}
          onCancel={() => requestOpenChange(false)}
          onChangedChange={(c) => {
            changed.current = c;
          }}
        />
        {mode === 'edit' && productId ? <ProductDocumentsSection productId={productId} catalogNumber={initial?.catalogNumber ?? ''} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  mode,
  initial,
  onSubmit,
  pending,
  setPending,
  onCancel,
  onChangedChange,
}: {
  mode: 'add' | 'edit';
  initial?: ProductValues;
  onSubmit: (values: ProductValues) => Promise<SubmitResult | void>;
  pending: boolean;
  setPending: (p: boolean) => void;
  onCancel: () => void;
  /** Told whether the form differs from its opening values. */
  onChangedChange: (changed: boolean) => void;
}) {
  const hydrated = useHydrated();
  const [opening] = React.useState<ProductFormText>(() => (initial ? productToFormText(initial) : EMPTY_PRODUCT_FORM));
  const [form, setForm] = React.useState<ProductFormText>(opening);
  const changed = productFormChanged(opening, form);
  React.useEffect(() => {
    onChangedChange(changed);
  }, [changed, onChangedChange]);
  const [errors, setErrors] = React.useState<ProductFormErrors & { _?: string }>({});
  const typeTouched = React.useRef(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // The form is longer than the dialog: a refused save moves focus (and the scroll) to the first field to fix,
  // else the focus stays on Save and the message at the top is never seen.
  const [focusRequest, setFocusRequest] = React.useState(0);
  React.useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const focusProblem = () => setFocusRequest((n) => n + 1);

  const set = <K extends keyof ProductFormText>(key: K) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = e.target.value as ProductFormText[K];
    setForm((f) => {
      const next = { ...f, [key]: value };
      // docs/requirements.md §5: purchasable means Reagents and Markers — a new product follows its category until the type is chosen.
      if (key === 'category' && mode === 'add' && !typeTouched.current) next.type = defaultQuoteOnlyForCategory(normalizeCategory(value)) ? 'quote' : 'buy';
      if (key === 'type') typeTouched.current = true;
      return next;
    });
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { values, errors: found } = parseProductForm(form);
    if (Object.keys(found).length) {
      setErrors(found);
      focusProblem();
      return;
    }
    setPending(true);
    setErrors({});
    try {
      const result = await onSubmit(values);
      if (result && (result.fieldErrors || result.message)) {
        setErrors({ ...(result.fieldErrors as ProductFormErrors), _: result.message });
        focusProblem();
      }
    } finally {
      setPending(false);
    }
  };

  const gallery = splitLines(form.gallery);
  const idp = mode === 'add' ? 'add-product' : 'edit-product';

  return (
        <form ref={formRef} method="post" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-describedby={`${idp}-status`}>
          <Field label="Name" required error={errors.name} id={`${idp}-name`} className="md:col-span-2">
            <Input value={form.name} onChange={set('name')} autoComplete="off" autoFocus />
          </Field>
          <Field label="Slug" id={`${idp}-slug`} error={errors.slug} description={mode === 'add' ? 'Optional: derived from the name when empty.' : 'The product page is /products/{slug}.'}>
            <Input value={form.slug ?? ''} onChange={set('slug')} autoComplete="off" placeholder={mode === 'add' ? 'from the name' : undefined} />
          </Field>
          <Field label="Type" id={`${idp}-type`} description="Purchasable items can be bought online; quote-only items get Add to Quote.">
            <NativeSelect value={form.type} onChange={set('type')}>
              <option value="buy">Purchasable (Buy)</option>
              <option value="quote">Quote-only</option>
            </NativeSelect>
          </Field>
          <Field label="Category" id={`${idp}-category`}>
            <NativeSelect value={form.category} onChange={set('category')}>
              {CATEGORY_ORDER.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Catalog number" id={`${idp}-catalog`}>
            <Input value={form.catalogNumber} onChange={set('catalogNumber')} className="tabular" autoComplete="off" />
          </Field>
          <Field label="List price" id={`${idp}-price`} error={errors.listPrice} description="e.g. $47.00 — leave empty for 'Contact for Quote'.">
            <Input value={form.listPrice} onChange={set('listPrice')} inputMode="decimal" className="tabular" autoComplete="off" />
          </Field>
          <Field label="Availability" id={`${idp}-availability`}>
            <Input value={form.availability} onChange={set('availability')} autoComplete="off" />
          </Field>
          <Field label="Description" id={`${idp}-description`} className="md:col-span-2">
            <Textarea value={form.description} onChange={set('description')} rows={3} />
          </Field>
          <div className="flex flex-col gap-3 md:col-span-2">
            <Field label="Gallery images" id={`${idp}-gallery`} error={errors.gallery} description="One URL or path per line; the first is the cover.">
              <Textarea value={form.gallery} onChange={set('gallery')} rows={3} className="font-mono text-xs" />
            </Field>
            <ChooseFromLibrary
              context="for the gallery"
              title="Add a gallery image"
              onPick={(url) => setForm((f) => ({ ...f, gallery: appendLine(f.gallery, url) }))}
            />
            {gallery.length ? (
              <ul aria-label="Gallery preview" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {gallery.slice(0, PRODUCT_GALLERY_PREVIEW_MAX).map((src, i) => (
                  <li key={`${src}-${i}`} className="relative">
                    <AdminThumb src={src} alt={i === 0 ? 'Cover image preview' : `Gallery image ${i + 1} preview`} className="aspect-square w-full" />
                    {i === 0 ? <span className="absolute top-1 left-1 rounded bg-primary px-1.5 text-[10px] font-medium text-primary-foreground">Cover</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {gallery.length > PRODUCT_GALLERY_PREVIEW_MAX ? (
              <p className="text-xs text-muted-foreground">Showing {PRODUCT_GALLERY_PREVIEW_MAX} of {gallery.length} images.</p>
            ) : null}
          </div>
          <Field label="Options" id={`${idp}-options`} description="Comma-separated, e.g. 500 μL, 2 x 500 μL.">
            <Input value={form.options} onChange={set('options')} autoComplete="off" />
          </Field>
          <Field label="Option prices" id={`${idp}-option-prices`} error={errors.optionPrices} description="One per line: option=price.">
            <Textarea value={form.optionPrices} onChange={set('optionPrices')} rows={3} className="font-mono text-xs" />
          </Field>
          <Field label="Key features" id={`${idp}-features`} description="One per line." className="md:col-span-2">
            <Textarea value={form.keyFeatures} onChange={set('keyFeatures')} rows={3} />
          </Field>
          <Field label="Storage and stability" id={`${idp}-storage`}>
            <Input value={form.storageStability} onChange={set('storageStability')} autoComplete="off" />
          </Field>
          <Field label="Fragment size" id={`${idp}-fragment`}>
            <Input value={form.fragmentSize} onChange={set('fragmentSize')} autoComplete="off" />
          </Field>
          <Field label="Specifications" id={`${idp}-specs`} description="Comma-separated chips.">
            <Input value={form.specifications} onChange={set('specifications')} autoComplete="off" />
          </Field>
          <Field label="Extra badge" id={`${idp}-badge`}>
            <Input value={form.badge} onChange={set('badge')} autoComplete="off" />
          </Field>
          <Field label="RRID" id={`${idp}-rrid`} error={errors.rrid} description="Research Resource Identifier for citations, e.g. AB_2336877 (optional).">
            <Input value={form.rrid} onChange={set('rrid')} autoComplete="off" placeholder="AB_2336877" />
          </Field>
          <Field label="Performance data" id={`${idp}-performance`} description="Free text with citations (markdown)." className="md:col-span-2">
            <Textarea value={form.performanceData} onChange={set('performanceData')} rows={4} className="max-h-72" />
          </Field>
          <Field label="Manuals" id={`${idp}-manuals`} description="Titles, comma-separated.">
            <Input value={form.manuals} onChange={set('manuals')} autoComplete="off" />
          </Field>
          <Field label="Manual links" id={`${idp}-manual-urls`} error={errors.manualUrls} description="PDF links, comma-separated, in the same order.">
            <Input value={form.manualUrls} onChange={set('manualUrls')} autoComplete="off" />
          </Field>
          <Field label="Store link" id={`${idp}-store`} description="External store cart (optional).">
            <Input value={form.storeLink} onChange={set('storeLink')} type="url" autoComplete="off" />
          </Field>
          <Field label="Details (markdown, quote-only)" id={`${idp}-content`} className="md:col-span-2">
            <Textarea value={form.contentText} onChange={set('contentText')} rows={4} className="max-h-72" />
          </Field>
          <div id={`${idp}-status`} aria-live="polite" className="min-h-5 text-sm md:col-span-2">
            {errors._ ? (
              <p role="alert" className="font-medium text-destructive">
                {errors._}
              </p>
            ) : null}
          </div>
          <DialogFooter className="md:col-span-2">
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <PendingButton pending={pending} pendingText="Saving..." type="submit" disabled={!hydrated || pending}>
              {mode === 'add' ? 'Add product' : 'Save changes'}
            </PendingButton>
          </DialogFooter>
        </form>
  );
}
