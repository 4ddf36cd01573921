'use client';
// The payer form of the demo checkout page: the same contact and delivery data Stripe would collect.
import { useActionState, useEffect, useRef } from 'react';
import { CreditCardIcon } from '@/components/icons/credit-card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { fetchAccountPrefill } from '@/lib/client/account-prefill';
import { focusFirstError } from '@/lib/client/forms';
import { formatCents } from '@/lib/domain/money';
import { prefillChanges } from '@/lib/domain/prefill';

/** The payer fields in form order. */
const PAYER_FIELDS = ['email', 'name', 'line1', 'city', 'postalCode', 'country'] as const;
export type PayerField = (typeof PAYER_FIELDS)[number];

/**
 * A signed-in customer's e-mail and default shipping address fill the fields still empty after load
 * (docs/accounts.md): the page's HTML holds nothing of the visitor's, and what the visitor typed, or emptied, in
 * the meantime is never overwritten.
 */
function useAccountPrefill(form: React.RefObject<HTMLFormElement | null>, edited: React.RefObject<Set<string>>) {
  useEffect(() => {
    let cancelled = false;
    void fetchAccountPrefill<{ prefill: Partial<Record<PayerField, string>> }>('/api/account/checkout-prefill').then((data) => {
      const el = form.current;
      if (cancelled || !data || !el) return;
      const inputs = Object.fromEntries(PAYER_FIELDS.map((name) => [name, el.elements.namedItem(name)]));
      const current = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input instanceof HTMLInputElement ? input.value : '']));
      for (const [name, value] of Object.entries(prefillChanges(PAYER_FIELDS, current, data.prefill, edited.current))) {
        const input = inputs[name];
        if (input instanceof HTMLInputElement && value) input.value = value;
      }
    });
    return () => {
      cancelled = true;
    };
  }, [form, edited]);
}

export interface DemoPayState {
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export function DemoCheckoutForm({
  action,
  totalCents,
  known = {},
}: {
  action: (prev: DemoPayState, formData: FormData) => Promise<DemoPayState>;
  totalCents: number;
  /** What the order already knows of its payer (an offer's contact), filled in from the start. */
  known?: Partial<Record<PayerField, string>>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const formRef = useRef<HTMLFormElement>(null);
  const edited = useRef(new Set<string>());
  useAccountPrefill(formRef, edited);
  // Back after paying restores this page from the browser's back/forward cache, Pay button and all: load it again
  // so it shows the order as it is now ("already paid").
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  // A refused payment re-renders the form with its messages; focus was on the Pay button, disabled while it ran,
  // so it would be left on the page: take it to the first field to fix.
  useEffect(() => {
    if (state.fieldErrors) focusFirstError(formRef.current, PAYER_FIELDS, state.fieldErrors);
  }, [state]);
  // After a refused payment the form shows what was sent; before, what the order knows.
  const v: Partial<Record<string, string>> = state.values ?? known;
  const err = state.fieldErrors ?? {};
  return (
    <form
      ref={formRef}
      action={formAction}
      method="post"
      noValidate
      onInput={(e) => {
        if (e.target instanceof HTMLInputElement) edited.current.add(e.target.name);
      }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <Field label="E-mail" required error={err.email} className="sm:col-span-2" description="The order confirmation is sent here.">
        <Input name="email" type="email" autoComplete="email" defaultValue={v.email} />
      </Field>
      <Field label="Full name" required error={err.name} className="sm:col-span-2">
        <Input name="name" autoComplete="name" defaultValue={v.name} />
      </Field>
      <Field label="Street address" required error={err.line1} className="sm:col-span-2">
        <Input name="line1" autoComplete="address-line1" defaultValue={v.line1} />
      </Field>
      <Field label="City" required error={err.city}>
        <Input name="city" autoComplete="address-level2" defaultValue={v.city} />
      </Field>
      <Field label="Postal code" error={err.postalCode}>
        <Input name="postalCode" autoComplete="postal-code" defaultValue={v.postalCode} />
      </Field>
      <Field label="Country" required error={err.country} className="sm:col-span-2">
        <Input name="country" autoComplete="country-name" defaultValue={v.country} />
      </Field>
      <div aria-live="polite" className="sm:col-span-2">
        {state.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {state.message}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <PendingButton
          type="submit"
          variant="accent"
          size="lg"
          className="w-full sm:w-auto"
          disabled={pending}
          pending={pending}
          icon={<CreditCardIcon aria-hidden="true" />}
          pendingText="Processing…"
        >
          {`Pay ${formatCents(totalCents)}`}
        </PendingButton>
        <p className="mt-2 text-xs text-muted-foreground">Demo only: no card details are asked for and nothing is charged.</p>
      </div>
    </form>
  );
}
