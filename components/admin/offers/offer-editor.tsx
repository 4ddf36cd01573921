'use client';
// The offer editor (docs/offers.md): customer, lines (catalogue product + option at its list price with an
// editable price, or a free service line), discount, shipping, tax note, validity, terms and a note. Totals are
// shown live with the same domain function the server uses; the server recomputes them on save. A line's catalogue
// number is looked up as it is typed (GET /api/admin/offers/products): the editor never holds the whole catalogue.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { PlusIcon } from '@/components/icons/plus';
import { SendIcon } from '@/components/icons/send';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { api, ApiRequestError } from '@/lib/client/api';
import { formatCents, parsePriceToCents } from '@/lib/domain/money';
import { calculateOfferTotals, checkOfferSendable, parsePercentToBasisPoints, SERVICE_KINDS, type OfferDiscount } from '@/lib/domain/offers';
import type { PickerProduct } from '@/lib/types/offers';
import { emptyProductLine, emptyServiceLine, type EditorLine, type EditorValues } from '@/components/admin/offers/editor-values';

/** Typing in a line's catalogue number waits this long before it is looked up. */
const LOOKUP_DELAY_MS = 150;

const dollars = (cents: number | null | undefined) => (cents ? (cents / 100).toFixed(2) : '');

export type { PickerProduct };

export type { EditorLine, EditorValues };

/** The input that shows an error key of the draft body (`lines.1.unitPriceCents` is typed in `lines.1.price`). */
const INPUT_OF_KEY: Record<string, string> = { discountValue: 'discount', shippingCents: 'shipping' };
function inputNameFor(key: string): string {
  return INPUT_OF_KEY[key] ?? key.replace(/^(lines\.\d+)\.unitPriceCents$/, '$1.price');
}

function toBody(v: EditorValues) {
  return {
    quoteId: v.quoteId,
    customerEmail: v.customerEmail.trim(),
    customerName: v.customerName,
    institution: v.institution,
    lines: v.lines.map((l) =>
      l.kind === 'product'
        ? { kind: 'product' as const, productId: l.productId, variant: l.variant, description: l.description || undefined, quantity: Number(l.quantity), unitPriceCents: parsePriceToCents(l.price) }
        : { kind: 'service' as const, description: l.description, quantity: Number(l.quantity), unitPriceCents: parsePriceToCents(l.price), serviceKind: l.serviceKind || 'custom' },
    ),
    discountType: v.discountType,
    discountValue: v.discountType === 'percent' ? (parsePercentToBasisPoints(v.discount) ?? -1) : v.discountType === 'amount' ? parsePriceToCents(v.discount) : 0,
    shippingCents: parsePriceToCents(v.shipping),
    taxNote: v.taxNote,
    terms: v.terms,
    note: v.note,
    validUntil: v.validUntil,
  };
}

export function OfferEditor({ offerId, initial, products }: { offerId: string | null; initial: EditorValues; products: PickerProduct[] }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [v, setV] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A new offer saved by a Send that the server then refused: later saves update it rather than create another.
  const savedId = useRef<string | null>(offerId);
  // The products known so far (the lines' own, then what lookups answered), by lower-case catalogue number.
  const [byCatalog, setByCatalog] = useState(() => new Map(products.map((p) => [p.catalogNumber.toLowerCase(), p])));
  const [suggestions, setSuggestions] = useState<PickerProduct[]>(products);
  // Catalogue numbers a lookup found no product for (lower case): the line says so before Send does.
  const [missed, setMissed] = useState<ReadonlySet<string>>(() => new Set());
  const lookupTimer = useRef<number | undefined>(undefined);
  const lookupAbort = useRef<AbortController | null>(null);
  useEffect(() => () => window.clearTimeout(lookupTimer.current), []);
  const body = toBody(v);
  const totals = calculateOfferTotals(
    body.lines.map((l) => ({ quantity: Number.isInteger(l.quantity) ? l.quantity : 0, unitPriceCents: l.unitPriceCents })),
    { type: body.discountType, value: Math.max(0, body.discountValue) },
    body.shippingCents,
  );

  const set = <K extends keyof EditorValues>(k: K, value: EditorValues[K]) => setV((x) => ({ ...x, [k]: value }));
  const setLine = (i: number, patch: Partial<EditorLine>) => setV((x) => ({ ...x, lines: x.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  const productFields = (p: PickerProduct): Partial<EditorLine> => {
    const option = p.options[0];
    return { productId: p.catalogNumber, description: p.name, variant: option?.label ?? 'Default', price: dollars(option?.priceCents ?? p.listPriceCents) };
  };

  function chooseProduct(i: number, catalogNumber: string) {
    const p = byCatalog.get(catalogNumber.trim().toLowerCase());
    if (p) return setLine(i, productFields(p));
    setLine(i, { productId: catalogNumber });
    lookUp(i, catalogNumber);
  }

  /** Asks the server for the typed catalogue number (debounced, the older request aborted); an exact hit fills the line if it still holds that text. */
  function lookUp(i: number, typed: string) {
    window.clearTimeout(lookupTimer.current);
    const key = typed.trim().toLowerCase();
    if (!key) return;
    lookupTimer.current = window.setTimeout(async () => {
      lookupAbort.current?.abort();
      const controller = new AbortController();
      lookupAbort.current = controller;
      try {
        const res = await api.get<{ products: PickerProduct[] }>(`/api/admin/offers/products?q=${encodeURIComponent(typed.trim())}`, { signal: controller.signal });
        setByCatalog((m) => new Map([...m, ...res.products.map((p) => [p.catalogNumber.toLowerCase(), p] as const)]));
        setSuggestions(res.products);
        const exact = res.products.find((p) => p.catalogNumber.toLowerCase() === key);
        if (!exact) setMissed((m) => new Set(m).add(key));
        if (exact) setV((x) => ({ ...x, lines: x.lines.map((l, j) => (j === i && l.kind === 'product' && l.productId.trim().toLowerCase() === key ? { ...l, ...productFields(exact) } : l)) }));
      } catch {
        // An aborted or failed lookup leaves the line as typed; saving names an unknown product.
      }
    }, LOOKUP_DELAY_MS);
  }

  function chooseOption(i: number, label: string) {
    const p = byCatalog.get(v.lines[i].productId.toLowerCase());
    const option = p?.options.find((o) => o.label === label);
    setLine(i, { variant: label, price: dollars(option?.priceCents ?? p?.listPriceCents ?? null) });
  }

  /** Shows the errors at their fields and moves focus to the first of them in the form's order. */
  function showErrors(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    const names = new Set(Object.keys(fieldErrors).map(inputNameFor));
    const first = Array.from(formRef.current?.querySelectorAll<HTMLInputElement>('[name]') ?? []).find((el) => names.has(el.name) && !el.disabled);
    first?.focus();
  }

  async function save(thenSend: boolean) {
    setMessage(null);
    setErrors({});
    if (thenSend) {
      // The send call's own rule (docs/offers.md §2), checked here first so nothing is saved or sent.
      const check = checkOfferSendable(body.lines, totals);
      if (!check.ok) {
        showErrors(check.fieldErrors);
        setMessage({ kind: 'error', text: check.message });
        return;
      }
    }
    setBusy(thenSend ? 'send' : 'save');
    try {
      let id = savedId.current;
      if (id) await api.put(`/api/admin/offers/${id}`, body);
      else id = savedId.current = ((await api.post('/api/admin/offers', body)) as { offer: { id: string } }).offer.id;
      if (thenSend) {
        await api.post(`/api/admin/offers/${id}/send`, {});
        router.push(`/admin/offers/${id}?sent=1`);
      } else if (!offerId) {
        router.push(`/admin/offers/${id}?saved=1`);
      } else {
        setMessage({ kind: 'ok', text: 'Draft saved.' });
        router.refresh();
      }
    } catch (err) {
      const fe = err instanceof ApiRequestError && err.body && typeof err.body === 'object' ? ((err.body as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}) : {};
      showErrors(fe);
      setMessage({ kind: 'error', text: err instanceof ApiRequestError ? err.message : 'The offer could not be saved. Please try again.' });
    }
    setBusy(null);
  }

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <section aria-labelledby="customer-heading" className="grid gap-4 rounded-lg border bg-card p-5 sm:grid-cols-3">
        <h2 id="customer-heading" className="text-base font-semibold sm:col-span-3">
          Customer
        </h2>
        <Field label="E-mail" required error={errors.customerEmail}>
          <Input name="customerEmail" type="email" value={v.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} maxLength={254} />
        </Field>
        <Field label="Name" error={errors.customerName}>
          <Input name="customerName" value={v.customerName} onChange={(e) => set('customerName', e.target.value)} maxLength={200} />
        </Field>
        <Field label="Institution" error={errors.institution}>
          <Input name="institution" value={v.institution} onChange={(e) => set('institution', e.target.value)} maxLength={200} />
        </Field>
      </section>

      <section aria-labelledby="lines-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="lines-heading" className="text-base font-semibold">
            Lines
          </h2>
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => set('lines', [...v.lines, emptyProductLine()])}>
              <PlusIcon aria-hidden="true" />
              Product
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => set('lines', [...v.lines, emptyServiceLine()])}>
              <PlusIcon aria-hidden="true" />
              Service
            </Button>
          </div>
        </div>
        {errors.lines ? <p className="text-sm text-destructive">{errors.lines}</p> : null}
        <datalist id="offer-products">
          {suggestions.map((p) => (
            <option key={p.id} value={p.catalogNumber}>
              {p.name}
            </option>
          ))}
        </datalist>
        <ol className="space-y-3">
          {v.lines.map((l, i) => {
            const product = l.kind === 'product' ? byCatalog.get(l.productId.toLowerCase()) : undefined;
            const list = product ? (product.options.find((o) => o.label === l.variant)?.priceCents ?? product.listPriceCents) : null;
            return (
              <li key={i} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-12" aria-label={`Line ${i + 1}`}>
                {l.kind === 'product' ? (
                  <>
                    <Field
                      className="sm:col-span-3"
                      label="Catalogue no."
                      error={errors[`lines.${i}.productId`] ?? (!product && missed.has(l.productId.trim().toLowerCase()) ? 'No product has this catalogue number' : undefined)}
                      description={product ? product.name : undefined}
                    >
                      <Input list="offer-products" name={`lines.${i}.productId`} value={l.productId} onChange={(e) => chooseProduct(i, e.target.value)} placeholder="e.g. BADM3362" />
                    </Field>
                    <Field className="sm:col-span-4" label="Option" error={errors[`lines.${i}.variant`]}>
                      <NativeSelect name={`lines.${i}.variant`} value={l.variant} onChange={(e) => chooseOption(i, e.target.value)}>
                        {(product?.options.length ? product.options.map((o) => o.label) : ['Default']).map((label) => (
                          <option key={label} value={label}>
                            {label}
                          </option>
                        ))}
                      </NativeSelect>
                    </Field>
                  </>
                ) : (
                  <>
                    <Field className="sm:col-span-5" label="Service description" required error={errors[`lines.${i}.description`]}>
                      <Input name={`lines.${i}.description`} value={l.description} onChange={(e) => setLine(i, { description: e.target.value })} maxLength={500} />
                    </Field>
                    <Field className="sm:col-span-2" label="Kind">
                      <NativeSelect name={`lines.${i}.serviceKind`} value={l.serviceKind} onChange={(e) => setLine(i, { serviceKind: e.target.value })}>
                        {SERVICE_KINDS.map((k) => (
                          <option key={k.value} value={k.value}>
                            {k.label}
                          </option>
                        ))}
                      </NativeSelect>
                    </Field>
                  </>
                )}
                <Field className="sm:col-span-1" label="Qty" error={errors[`lines.${i}.quantity`]}>
                  <Input name={`lines.${i}.quantity`} inputMode="numeric" value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value.replace(/[^0-9]/g, '') })} />
                </Field>
                <Field className={l.kind === 'product' ? 'sm:col-span-3' : 'sm:col-span-3'} label="Unit price (USD)" description={list ? `List ${formatCents(list)}` : undefined} error={errors[`lines.${i}.unitPriceCents`]}>
                  <Input name={`lines.${i}.price`} inputMode="decimal" value={l.price} onChange={(e) => setLine(i, { price: e.target.value })} />
                </Field>
                <div className="flex items-end justify-end sm:col-span-1">
                  <Button type="button" size="icon" variant="ghost" aria-label={`Remove line ${i + 1}`} onClick={() => set('lines', v.lines.filter((_, j) => j !== i))}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="terms-heading" className="grid gap-4 rounded-lg border bg-card p-5 sm:grid-cols-2 lg:grid-cols-4">
        <h2 id="terms-heading" className="text-base font-semibold sm:col-span-2 lg:col-span-4">
          Price and terms
        </h2>
        <Field label="Discount">
          <NativeSelect name="discountType" value={v.discountType} onChange={(e) => set('discountType', e.target.value as OfferDiscount['type'])}>
            <option value="none">None</option>
            <option value="percent">Percent</option>
            <option value="amount">Amount (USD)</option>
          </NativeSelect>
        </Field>
        <Field label={v.discountType === 'percent' ? 'Discount (%)' : 'Discount (USD)'} error={errors.discountValue}>
          <Input name="discount" inputMode="decimal" disabled={v.discountType === 'none'} value={v.discount} onChange={(e) => set('discount', e.target.value)} />
        </Field>
        <Field label="Shipping (USD)" error={errors.shippingCents}>
          <Input name="shipping" inputMode="decimal" value={v.shipping} onChange={(e) => set('shipping', e.target.value)} />
        </Field>
        <Field label="Valid until" error={errors.validUntil}>
          <Input name="validUntil" type="date" value={v.validUntil} onChange={(e) => set('validUntil', e.target.value)} />
        </Field>
        <Field className="sm:col-span-2" label="Tax note" error={errors.taxNote}>
          <Input name="taxNote" value={v.taxNote} onChange={(e) => set('taxNote', e.target.value)} maxLength={500} placeholder="e.g. Sales tax not included; exempt institutions send their certificate" />
        </Field>
        <Field className="sm:col-span-2" label="Payment terms" error={errors.terms}>
          <Input name="terms" value={v.terms} onChange={(e) => set('terms', e.target.value)} maxLength={2000} placeholder="e.g. Net 30 days from invoice" />
        </Field>
        <Field className="sm:col-span-2 lg:col-span-4" label="Note to the customer" error={errors.note}>
          <Textarea name="note" rows={3} value={v.note} onChange={(e) => set('note', e.target.value)} maxLength={2000} />
        </Field>
      </section>

      <div className="flex flex-col gap-4 rounded-lg border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4" aria-label="Totals">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="tabular-nums">{formatCents(totals.subtotalCents)}</dd>
          <dt className="text-muted-foreground">Discount</dt>
          <dd className="tabular-nums">
            {totals.discountCents ? '−' : ''}
            {formatCents(totals.discountCents)}
          </dd>
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="tabular-nums">{formatCents(totals.shippingCents)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold tabular-nums" data-testid="editor-total">
            {formatCents(totals.totalCents)}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={!hydrated || busy !== null}>
            {busy === 'save' ? 'Saving...' : 'Save draft'}
          </Button>
          <Button type="button" disabled={!hydrated || busy !== null} onClick={() => save(true)}>
            <SendIcon aria-hidden="true" />
            {busy === 'send' ? 'Sending...' : 'Send to customer'}
          </Button>
        </div>
      </div>
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
