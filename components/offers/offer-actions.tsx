'use client';
// The customer's choices on an open offer (docs/offers.md): pay by card (the server prices the checkout from the
// stored version; this sends only the version number), accept with a purchase order (number, billing and shipping
// address, the PO as a PDF), or decline. The PO form is checked with the server's schema (loaded on demand, so zod
// stays out of the page's first load) and every invalid field is marked at once; the server's errors show the same way.
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { CreditCardIcon } from '@/components/icons/credit-card';
import { FileCheckCornerIcon as FileCheck2Icon } from '@/components/icons/file-check-corner';
import { CircleXIcon as XCircleIcon } from '@/components/icons/circle-x';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { readFileAsBase64 } from '@/lib/client/files';
import { formErrorMessage } from '@/lib/domain/http';
import { formatCents } from '@/lib/domain/money';
import { MAX_PO_BYTES } from '@/lib/domain/offers';

type Choice = 'card' | 'po' | 'decline';
type Errors = Record<string, string>;

/** The lines both addresses share, with their labels. */
const ADDRESS_LABELS = {
  line1: 'Street address',
  line2: 'Address line 2',
  city: 'City',
  state: 'State / region',
  postalCode: 'Postal code',
  country: 'Country',
} as const;
const BILLING_FIELDS = ['name', 'institution', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const BILLING_LABELS: Record<(typeof BILLING_FIELDS)[number], string> = { name: 'Name on the invoice', institution: 'Institution', ...ADDRESS_LABELS };
const REQUIRED = new Set(['name', 'line1', 'city', 'postalCode', 'country']);
// The card checkout's delivery fields (a postal code is optional there too) and the billing address's extra lines.
const SHIPPING_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
const SHIPPING_LABELS: Record<(typeof SHIPPING_FIELDS)[number], string> = { name: 'Recipient', ...ADDRESS_LABELS };
const SHIPPING_REQUIRED = new Set(['name', 'line1', 'city', 'country']);
const AUTOCOMPLETE: Record<string, string> = { name: 'name', line1: 'address-line1', line2: 'address-line2', city: 'address-level2', state: 'address-level1', postalCode: 'postal-code', country: 'country-name' };

const shippingFrom = (billing: Record<string, string>) => Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, billing[f] ?? '']));
const loadPoSchema = () => import('@/lib/validations/offers').then((m) => m.acceptPoSchema.omit({ poFile: true }));

async function post(path: string, body: unknown): Promise<{ ok: boolean; status: number; data: { error?: string; fieldErrors?: Errors; url?: string } }> {
  const res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const data = (await res.json().catch(() => ({}))) as { error?: string; fieldErrors?: Errors; url?: string };
  return { ok: res.ok, status: res.status, data };
}

export function OfferActions({ token, version, totalCents, customerName, institution }: { token: string; version: number; totalCents: number; customerName: string; institution: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // Every field starts as a string, so an empty one is refused with its own message rather than as missing.
  const [billing, setBilling] = useState<Record<string, string>>(() => ({ ...Object.fromEntries(BILLING_FIELDS.map((f) => [f, ''])), name: customerName, institution }));
  const [shipping, setShipping] = useState<Record<string, string>>(() => ({ ...shippingFrom({}), name: customerName }));
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [poNumber, setPoNumber] = useState('');
  const schemaRef = useRef<ReturnType<typeof loadPoSchema> | null>(null);
  const [reason, setReason] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const base = `/api/offers/${encodeURIComponent(token)}`;

  /** Marks every field with an error and moves focus to the first of them, in the form's order. */
  function fail(status: number, data: { error?: string; fieldErrors?: Errors }) {
    const fieldErrors: Errors = {};
    for (const [key, text] of Object.entries(data.fieldErrors ?? {})) {
      // With "Same as billing address" the shipping fields are hidden: their errors belong to the billing ones.
      fieldErrors[sameAsBilling && key.startsWith('shipping.') ? `billing.${key.slice('shipping.'.length)}` : key] ??= text;
    }
    setErrors(fieldErrors);
    setMessage(data.error ? formErrorMessage(status, data) : `Something went wrong (HTTP ${status}). Please try again.`);
    const first = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? []).find((el) => fieldErrors[el.getAttribute('name') ?? '']);
    first?.focus();
  }

  const poSchema = () => {
    const p = (schemaRef.current ??= loadPoSchema());
    p.catch(() => (schemaRef.current = null)); // a failed chunk load is retried on the next attempt
    return p;
  };

  /** Sends one call; on success `done` runs and the form stays busy (the page changes), otherwise errors show. */
  async function submit(path: string, body: () => Promise<unknown>, done: (data: { url?: string }) => boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await post(`${base}/${path}`, await body());
      if (res.ok && done(res.data)) return;
      fail(res.status, res.data);
    } catch {
      setMessage('The shop could not be reached. Please check your connection and try again.');
    }
    setBusy(false);
  }

  const refresh = () => {
    router.refresh();
    return true;
  };

  function payByCard() {
    void submit('accept-card', async () => ({ version }), (data) => {
      if (!data.url) return false;
      window.location.assign(data.url);
      return true;
    });
  }

  async function acceptPo(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const fields = { version, poNumber, billing, shipping: sameAsBilling ? shippingFrom(billing) : shipping };
    let schema: Awaited<ReturnType<typeof loadPoSchema>>;
    try {
      schema = await poSchema();
    } catch {
      setMessage('The shop could not be reached. Please check your connection and try again.');
      return;
    }
    // Every field at once (docs/conventions.md 5): the schema's errors and the file's together.
    const fieldErrors: Errors = {};
    const parsed = schema.safeParse(fields);
    if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    const file = fileRef.current?.files?.[0];
    if (!file) fieldErrors.poFile = 'Attach your purchase order as a PDF';
    else if (file.size > MAX_PO_BYTES) fieldErrors.poFile = 'The file is larger than 10 MB.';
    if (Object.keys(fieldErrors).length || !file) return fail(400, { error: 'Please check the highlighted fields.', fieldErrors });
    void submit('accept-po', async () => ({ ...fields, poFile: { name: file.name.slice(0, 200), contentBase64: await readFileAsBase64(file) } }), refresh);
  }

  function decline(e: React.FormEvent) {
    e.preventDefault();
    void submit('decline', async () => ({ version, reason }), refresh);
  }

  const option = (value: Choice, icon: React.ReactNode, title: string, text: string) => (
    <button
      type="button"
      aria-pressed={choice === value}
      onClick={() => {
        setChoice(value);
        setMessage(null);
        setErrors({});
      }}
      className="flex w-full items-start gap-3 rounded-lg border bg-card p-4 text-left transition-colors hover:border-primary/50 aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary/20"
    >
      <span className="mt-0.5 text-primary">{icon}</span>
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-sm text-muted-foreground">{text}</span>
      </span>
    </button>
  );

  return (
    <section aria-labelledby="accept-heading" className="rounded-lg border bg-surface p-5 shadow-xs">
      <h2 id="accept-heading" className="text-base font-semibold">
        Accept this offer
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Total {formatCents(totalCents)} (USD)</p>
      <div className="mt-4 space-y-3">
        {option('card', <CreditCardIcon className="size-5" aria-hidden="true" />, 'Pay by card', 'Secure checkout; the order starts once paid.')}
        {option('po', <FileCheck2Icon className="size-5" aria-hidden="true" />, 'Pay with a purchase order', 'Upload your PO; we invoice your institution.')}
        {option('decline', <XCircleIcon className="size-5" aria-hidden="true" />, 'Decline', 'Tell us why, if you like.')}
      </div>

      {message ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
          {message}
        </p>
      ) : null}

      {choice === 'card' ? (
        <div className="mt-5">
          <PendingButton type="button" className="w-full" disabled={!hydrated || busy} onClick={payByCard} pending={busy} pendingText="Starting checkout...">
            {`Pay ${formatCents(totalCents)} by card`}
          </PendingButton>
        </div>
      ) : null}

      {choice === 'po' ? (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={(e) => void acceptPo(e)}
          onFocus={() => void poSchema().catch(() => undefined)}
          className="mt-5 space-y-4"
          aria-label="Accept with a purchase order"
        >
          <Field label="Purchase-order number" required error={errors.poNumber}>
            <Input name="poNumber" value={poNumber} maxLength={64} onChange={(e) => setPoNumber(e.target.value)} />
          </Field>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Billing address</legend>
            {BILLING_FIELDS.map((f) => (
              <Field key={f} label={BILLING_LABELS[f]} required={REQUIRED.has(f)} error={errors[`billing.${f}`]}>
                <Input name={`billing.${f}`} value={billing[f] ?? ''} maxLength={200} onChange={(e) => setBilling((b) => ({ ...b, [f]: e.target.value }))} />
              </Field>
            ))}
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Shipping address</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="shippingSameAsBilling"
                className="size-4 accent-primary"
                checked={sameAsBilling}
                onChange={(e) => {
                  setSameAsBilling(e.target.checked);
                  // Unticked: start from the billing address, which often differs only in a line or the recipient.
                  if (!e.target.checked && !shipping.line1) setShipping(shippingFrom(billing));
                }}
              />
              Same as billing address
            </label>
            {!sameAsBilling
              ? SHIPPING_FIELDS.map((f) => (
                  <Field key={f} label={SHIPPING_LABELS[f]} required={SHIPPING_REQUIRED.has(f)} error={errors[`shipping.${f}`]}>
                    <Input
                      name={`shipping.${f}`}
                      autoComplete={`shipping ${AUTOCOMPLETE[f]}`}
                      value={shipping[f] ?? ''}
                      maxLength={200}
                      onChange={(e) => setShipping((a) => ({ ...a, [f]: e.target.value }))}
                    />
                  </Field>
                ))
              : null}
          </fieldset>
          <Field label="Purchase order (PDF, up to 10 MB)" required error={errors.poFile}>
            <Input ref={fileRef} type="file" name="poFile" accept="application/pdf,.pdf" className="file:mr-3 file:font-medium" />
          </Field>
          <PendingButton type="submit" className="w-full" disabled={!hydrated || busy} pending={busy} pendingText="Submitting...">
            Accept with purchase order
          </PendingButton>
        </form>
      ) : null}

      {choice === 'decline' ? (
        <form ref={formRef} method="post" noValidate onSubmit={decline} className="mt-5 space-y-4" aria-label="Decline the offer">
          <Field label="Reason (optional)" error={errors.reason}>
            <Textarea name="reason" value={reason} maxLength={1000} rows={3} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <Button type="submit" variant="outline" className="w-full" disabled={!hydrated || busy}>
            {busy ? 'Sending...' : 'Decline offer'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
