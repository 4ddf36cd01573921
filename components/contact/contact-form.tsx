'use client';
// The contact form (docs/requirements.md §2 Contact, §3 Contact message, §5, §8): first name, last name, email, company,
// subject, message; 'Sending...' while pending; 'Message Sent' and a cleared form, or 'Submission Failed' with
// every typed value kept. The idempotency key survives a failed attempt (docs/security.md R1).
import * as React from 'react';
import { SendIcon } from '@/components/icons/send';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { accountFormPrefill } from '@/lib/client/account-form-prefill';
import { usePublicForm } from '@/lib/client/use-public-form';
import { submitContactMessage } from '@/lib/client/submit-quote';
import { CONTACT_FORM_FIELDS, CONTACT_SUBJECTS } from '@/lib/domain/quote-options';

export const MESSAGE_SENT = { title: 'Message Sent', description: "Thank you for contacting us. We'll respond within 24 hours." } as const;
export const SUBMISSION_FAILED = { title: 'Submission Failed', description: 'Something went wrong. Please try again later.' } as const;

export function ContactForm() {
  const { hydrated, values, errors, website, setWebsite, pending: sending, formRef, set, onSubmit, prefetch } = usePublicForm({
    fields: CONTACT_FORM_FIELDS,
    loadSchema: () => import('@/lib/validations/contact').then((m) => m.contactSchema),
    submit: submitContactMessage,
    onSuccess: () => toast(MESSAGE_SENT),
    onFailure: () => toast({ variant: 'destructive', ...SUBMISSION_FAILED }),
    // A signed-in customer's profile fills the empty contact fields after load (docs/accounts.md "Pre-filled forms").
    prefillAfterLoad: accountFormPrefill,
  });

  // A link may prefill the subject and message (e.g. 'No certificate for lot X — contact support', docs/documents.md).
  React.useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const subject = q.get('subject') ?? '';
    const message = (q.get('message') ?? '').slice(0, 2_000);
    if (CONTACT_SUBJECTS.some((o) => o.value === subject)) set('subject')({ target: { value: subject } } as React.ChangeEvent<HTMLSelectElement>);
    if (message) set('message')({ target: { value: message } } as React.ChangeEvent<HTMLTextAreaElement>);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={prefetch} aria-label="Contact form" className="relative space-y-5">
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="font-medium text-destructive">*</span> are required.
      </p>
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={sending}>
        <legend className="sr-only">Your message</legend>
        <Field label="First Name" required error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} maxLength={100} />
        </Field>
        <Field label="Last Name" required error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} maxLength={100} />
        </Field>
        <Field label="Email" required error={errors.email}>
          <Input name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={set('email')} maxLength={254} />
        </Field>
        <Field label="Company" error={errors.company}>
          <Input name="company" autoComplete="organization" value={values.company} onChange={set('company')} maxLength={200} />
        </Field>
        <Field label="Subject" required error={errors.subject} className="sm:col-span-2">
          <NativeSelect name="subject" value={values.subject} onChange={set('subject')}>
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Message" required error={errors.message} className="sm:col-span-2">
          <Textarea name="message" rows={6} value={values.message} onChange={set('message')} maxLength={10_000} />
        </Field>
      </fieldset>
      <HoneypotField value={website} onChange={setWebsite} />
      <PendingButton pending={sending} icon={<SendIcon aria-hidden="true" />} pendingText="Sending..." type="submit" size="lg" disabled={!hydrated || sending} className="w-full sm:w-auto">
        Send Message
      </PendingButton>
    </form>
  );
}
