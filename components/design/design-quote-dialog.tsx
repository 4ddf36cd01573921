'use client';
// The design's Submit Quote dialog (docs/requirements.md §2 Gene design wizard, §5): customer name and email, Submit disabled
// unless both are non-empty. It stores the quote through the shared product-quote function (POST /api/quotes,
// source 'design'); additionalInfo is a JSON string with a summary object of every choice, which the admin
// inbox shows as labelled fields. The wizard renders the 'Submit to Quote' button and mounts this dialog
// (loaded on demand) while it is open.
import * as React from 'react';
import { useHydrated } from '@/components/admin/use-hydrated';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { serverMessage, useFormTimer, useSubmissionKey, type FieldErrors } from '@/lib/client/forms';
import { submitProductQuote } from '@/lib/client/submit-quote';
import { designProjectDescription, designQuoteAdditionalInfo } from '@/lib/domain/design/summary';
import type { WizardState } from '@/lib/domain/design/wizard';
import { canSubmitProductQuote, checkProductQuoteDialog } from '@/lib/domain/quote-dialog';

export const DESIGN_QUOTE_SERVICE_TYPE = 'Gene Design';

export function DesignQuoteDialog({
  state,
  otherDesigns = [],
  open,
  onOpenChange,
  onSubmitted,
}: {
  state: WizardState;
  /** Other designs added to the quote ('title — link'). */
  otherDesigns?: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmitted: () => void;
}) {
  const hydrated = useHydrated();
  const [name, setName] = React.useState('');
  const [email, setEmail] = React.useState('');
  const [website, setWebsite] = React.useState('');
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const key = useSubmissionKey();
  const elapsed = useFormTimer(open);

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
        customerName: parsed.customerName,
        customerEmail: parsed.customerEmail,
        projectDescription: designProjectDescription(state),
        additionalInfo: designQuoteAdditionalInfo(state, otherDesigns),
        serviceType: DESIGN_QUOTE_SERVICE_TYPE,
        source: 'design',
        idempotencyKey: key.current(),
        website,
        formElapsedMs: elapsed(),
      });
      key.renew();
      setName('');
      setEmail('');
      onOpenChange(false);
      onSubmitted();
      toast({ title: 'Quote submitted', description: 'We will contact you soon.' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Submit failed', description: serverMessage(err, 'Please try again later.') });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !submitting && onOpenChange(o)}>
      <DialogContent>
        <form method="post" noValidate onSubmit={onSubmit} className="relative grid gap-5">
          <DialogHeader>
            <DialogTitle>Submit Quote</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground">{designProjectDescription(state)}</span>
              <span className="mt-1 block">Leave your name and e-mail; we reply with a quote within 24 hours.</span>
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-4" disabled={submitting}>
            <legend className="sr-only">Your contact details</legend>
            <Field label="Customer Name" required error={errors.customerName}>
              <Input name="customerName" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
            </Field>
            <Field label="Email" required error={errors.customerEmail}>
              <Input
                name="customerEmail"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (errors.customerEmail) setErrors({});
                }}
                maxLength={254}
              />
            </Field>
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
