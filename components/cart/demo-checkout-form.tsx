'use client';
// The payer form of the demo checkout page: the same contact and delivery data Stripe would collect.
import { useActionState, useEffect, useRef } from 'react';
import { CreditCardIcon } from '@/components/icons/credit-card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { focusFirstError } from '@/lib/client/forms';
import { hasSignedInHint } from '@/lib/domain/account-hint';
import { formatCents } from '@/lib/domain/money';

const PREFILL_FIELDS = ['email', 'name', 'line1', 'city', 'postalCode', 'country'] as const;
/** The payer fields in form order. */
const PAYER_FIELDS = PREFILL_FIELDS;

/**
 * A signed-in customer's e-mail and default shipping address fill the empty fields after load (docs/accounts.md):
 * the page's HTML holds nothing personal, and what the visitor already typed is never overwritten.
 */
function usePrefill(form: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    let cancelled = false;
    fetch('/api/account/checkout-prefill', { cache: 'no-store', credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ prefill: Record<string, string> }>) : null))
      .then((data) => {
        if (cancelled || !data || !form.current) return;
        for (const name of PREFILL_FIELDS) {
          const input = form.current.elements.namedItem(name);
          if (input instanceof HTMLInputElement && !input.value && data.prefill[name]) input.value = data.prefill[name];
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [form]);
}

export interface DemoPayState {
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export function DemoCheckoutForm({
  action,
  totalCents,
}: {
  action: (prev: DemoPayState, formData: FormData) => Promise<DemoPayState>;
  totalCents: number;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const formRef = useRef<HTMLFormElement>(null);
  usePrefill(formRef);
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
  const v = state.values ?? {};
  const err = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={formAction} method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
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
