'use client';
// The Submit Quote dialog's body, shared by a quote-only product page and the gene design wizard
// (docs/requirements.md §4 Quote dialog, §5): customer name and e-mail (the wizard also asks for institution and
// phone, both optional); Submit stays disabled until name and e-mail are non-empty; the quote is stored through
// submitProductQuote (POST /api/quotes) with one idempotency key per submission. A signed-in customer's profile
// fills the empty fields when the dialog opens (docs/accounts.md). After a success the dialog closes and clears;
// a failure keeps what was typed. The dialog cannot be closed while the request runs.
import * as React from 'react';
import { useHydrated } from '@/components/admin/use-hydrated';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { fetchAccountPrefill } from '@/lib/client/account-prefill';
import { serverMessage, useFormTimer, useSubmissionKey, type FieldErrors } from '@/lib/client/forms';
import { submitProductQuote, type ProductQuoteInput } from '@/lib/client/submit-quote';
import { prefillChanges } from '@/lib/domain/prefill';
import { canSubmitProductQuote, checkProductQuoteDialog } from '@/lib/domain/quote-dialog';
import type { ProfileInput } from '@/lib/validations/accounts';

const CONTACT_FIELDS = ['name', 'email', 'institution', 'phone'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type Contact = Record<ContactField, string>;
const EMPTY_CONTACT: Contact = { name: '', email: '', institution: '', phone: '' };
/** Each input's name (the quote's field) and the contact field it edits. */
const FIELD_OF_INPUT: Record<string, ContactField> = { customerName: 'name', customerEmail: 'email', company: 'institution', phone: 'phone' };

/**
 * The signed-in customer's profile (GET /api/account/profile) fills the fields still empty each time the dialog
 * opens. The page stays static and the same for everyone; a visitor makes no request and sees empty fields, and
 * what was typed (or emptied) before the answer came is kept.
 */
function useProfilePrefill(open: boolean, setContact: React.Dispatch<React.SetStateAction<Contact>>, edited: React.RefObject<Set<string>>) {
  React.useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void fetchAccountPrefill<{ profile: ProfileInput & { email: string } }>('/api/account/profile').then((data) => {
      if (cancelled || !data) return;
      setContact((prev) => ({ ...prev, ...prefillChanges(CONTACT_FIELDS, prev, data.profile, edited.current) }));
    });
    return () => {
      cancelled = true;
    };
  }, [open, setContact, edited]);
}

/** What is quoted; the customer's contact, the key and the bot checks are added by the dialog. */
type QuotedItem = Omit<ProductQuoteInput, 'customerName' | 'customerEmail' | 'company' | 'phone' | 'idempotencyKey' | 'website' | 'formElapsedMs'>;

export function QuoteContactDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  quote,
  askInstitutionAndPhone = false,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog owns it. */
  trigger?: React.ReactNode;
  title: string;
  /** What is being quoted, shown above the fields. */
  description: React.ReactNode;
  quote: QuotedItem;
  /** Also ask for institution and phone (optional; the design wizard). */
  askInstitutionAndPhone?: boolean;
  onSubmitted?: () => void;
}) {
  const hydrated = useHydrated();
  const [contact, setContact] = React.useState<Contact>(EMPTY_CONTACT);
  const edited = React.useRef(new Set<string>());
  const [website, setWebsite] = React.useState('');
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const key = useSubmissionKey();
  const elapsed = useFormTimer(open);
  useProfilePrefill(open, setContact, edited);
  const { name, email } = contact;

  function onFieldChange(e: React.ChangeEvent<HTMLInputElement>) {
    const field = FIELD_OF_INPUT[e.target.name];
    const value = e.target.value;
    edited.current.add(field);
    setContact((prev) => ({ ...prev, [field]: value }));
    if (field === 'email' && errors.customerEmail) setErrors({});
  }

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting || !canSubmitProductQuote(name, email)) return;
    const parsed = checkProductQuoteDialog(name, email);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitProductQuote({
        ...quote,
        customerName: parsed.customerName,
        customerEmail: parsed.customerEmail,
        ...(askInstitutionAndPhone ? { company: contact.institution.trim(), phone: contact.phone.trim() } : {}),
        idempotencyKey: key.current(),
        website,
        formElapsedMs: elapsed(),
      });
      key.renew();
      setContact(EMPTY_CONTACT);
      edited.current.clear();
      onOpenChange(false);
      onSubmitted?.();
      toast({ title: 'Quote submitted', description: 'We will contact you soon.' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Submit failed', description: serverMessage(err, 'Please try again later.') });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !submitting && onOpenChange(o)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <form method="post" noValidate onSubmit={onSubmit} className="relative grid gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {description}
              <span className="mt-1 block">Leave your name and e-mail; we reply with a quote within 24 hours.</span>
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-4" disabled={submitting}>
            <legend className="sr-only">Your contact details</legend>
            <Field label="Customer Name" required error={errors.customerName}>
              <Input name="customerName" autoComplete="name" maxLength={200} value={contact.name} onChange={onFieldChange} />
            </Field>
            <Field label="Email" required error={errors.customerEmail}>
              <Input name="customerEmail" type="email" inputMode="email" autoComplete="email" maxLength={254} value={contact.email} onChange={onFieldChange} />
            </Field>
            {askInstitutionAndPhone ? (
              <>
                <Field label="Institution" error={errors.company}>
                  <Input name="company" autoComplete="organization" maxLength={200} value={contact.institution} onChange={onFieldChange} />
                </Field>
                <Field label="Phone" error={errors.phone}>
                  <Input name="phone" type="tel" autoComplete="tel" maxLength={40} value={contact.phone} onChange={onFieldChange} />
                </Field>
              </>
            ) : null}
          </fieldset>
          <HoneypotField value={website} onChange={setWebsite} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
              Cancel
            </Button>
            <PendingButton pending={submitting} pendingText="Submitting..." type="submit" disabled={!hydrated || submitting || !canSubmitProductQuote(name, email)}>
              Submit
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
