'use client';
// The Quote Request Form (docs/requirements.md §2 /request-quote, §3 Quote request, §5, §8): required fields marked *, inline
// field errors, 'Submitting...' while pending, 'Quote submitted' and a cleared form on success, 'Submit failed'
// with the server's message (or 'Please try again later.') and every typed value kept on failure. One
// idempotency key per submission attempt is kept until success, so a retry never stores a second quote.
import * as React from 'react';
import { SendIcon } from '@/components/icons/send';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { companyInfo } from '@/content/company';
import { serverMessage } from '@/lib/client/forms';
import { accountFormPrefill } from '@/lib/client/account-form-prefill';
import { usePublicForm } from '@/lib/client/use-public-form';
import { submitQuoteRequest } from '@/lib/client/submit-quote';
import { BUDGETS, QUOTE_FORM_FIELDS, SERVICE_TYPES, serviceTypeFromSearch, TIMELINES } from '@/lib/domain/quote-options';

export const QUOTE_SUBMITTED = { title: 'Quote submitted', description: 'We will contact you soon.' } as const;
export const QUOTE_SUBMIT_FAILED = 'Submit failed';
export const TRY_AGAIN_LATER = 'Please try again later.';

export function QuoteRequestForm() {
  // The toast fades and the form clears after a success: a line under the button keeps saying it arrived (on a
  // phone the toast sits over the button).
  const [sent, setSent] = React.useState(false);
  const { hydrated, values, errors, website, setWebsite, pending: submitting, formRef, set, onSubmit, prefetch } = usePublicForm({
    fields: QUOTE_FORM_FIELDS,
    loadSchema: () => import('@/lib/validations/quote').then((m) => m.quoteRequestSchema),
    submit: submitQuoteRequest,
    onSuccess: () => {
      setSent(true);
      toast(QUOTE_SUBMITTED);
    },
    onFailure: (err) => toast({ variant: 'destructive', title: QUOTE_SUBMIT_FAILED, description: serverMessage(err, TRY_AGAIN_LATER) }),
    // A service page's "Request a Quote" names its type (/request-quote?service=lentivirus).
    prefill: () => ({ serviceType: serviceTypeFromSearch(window.location.search) ?? undefined }),
    // A signed-in customer's profile fills the empty contact fields after load (docs/accounts.md "Pre-filled forms").
    prefillAfterLoad: accountFormPrefill,
  });

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={prefetch} aria-label="Quote Request Form" className="relative space-y-6">
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="font-medium text-destructive">*</span> are required.
      </p>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={submitting}>
        <legend className="mb-4 text-base font-semibold text-foreground">Contact information</legend>
        <Field label="First Name" required error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} maxLength={100} />
        </Field>
        <Field label="Last Name" required error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} maxLength={100} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} maxLength={254} />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={40} />
        </Field>
        <Field label="Company / Institution" required error={errors.company}>
          <Input name="company" autoComplete="organization" value={values.company} onChange={set('company')} maxLength={200} />
        </Field>
        <Field label="Department" error={errors.department}>
          <Input name="department" value={values.department} onChange={set('department')} maxLength={200} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={submitting}>
        <legend className="mb-4 text-base font-semibold text-foreground">Project details</legend>
        <Field label="Service Type" required error={errors.serviceType} className="sm:col-span-2">
          <NativeSelect name="serviceType" value={values.serviceType} onChange={set('serviceType')}>
            <option value="">Select a service</option>
            {SERVICE_TYPES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Timeline" error={errors.timeline}>
          <NativeSelect name="timeline" value={values.timeline} onChange={set('timeline')}>
            <option value="">Select a timeline</option>
            {TIMELINES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Budget" error={errors.budget}>
          <NativeSelect name="budget" value={values.budget} onChange={set('budget')}>
            <option value="">Select a budget range</option>
            {BUDGETS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Project Description"
          required
          error={errors.projectDescription}
          description="Targets, constructs, cell types, quantities — whatever helps us scope the work."
          className="sm:col-span-2"
        >
          <Textarea name="projectDescription" rows={6} value={values.projectDescription} onChange={set('projectDescription')} maxLength={10_000} />
        </Field>
        <Field label="Additional Information" error={errors.additionalInfo} className="sm:col-span-2">
          <Textarea name="additionalInfo" rows={3} value={values.additionalInfo} onChange={set('additionalInfo')} maxLength={10_000} />
        </Field>
      </fieldset>

      <HoneypotField value={website} onChange={setWebsite} />

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">We use your details only to answer this request.</p>
        <PendingButton pending={submitting} icon={<SendIcon aria-hidden="true" />} pendingText="Submitting..." type="submit" size="lg" variant="accent" disabled={!hydrated || submitting} className="w-full sm:w-auto">
          Submit Quote Request
        </PendingButton>
      </div>
      <p role="status" className={sent ? 'rounded-md border border-success/30 bg-success/10 p-3 text-sm text-success' : 'sr-only'}>
        {sent ? `Request received. Our scientists reply within ${companyInfo.responseTimeHours} hours with a price and a timeline.` : ''}
      </p>
    </form>
  );
}
