'use client';
// The Submit Quote dialog's body, shared by a quote-only product page and the gene design wizard
// (docs/requirements.md §4 Quote dialog, §5): customer name and e-mail; Submit stays disabled until both are
// non-empty; the quote is stored through submitProductQuote (POST /api/quotes) with one idempotency key per
// submission. After a success the dialog closes and clears; a failure keeps what was typed. The dialog cannot be
// closed while the request runs.
import * as React from 'react';
import { useHydrated } from '@/components/admin/use-hydrated';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { serverMessage, useFormTimer, useSubmissionKey, type FieldErrors } from '@/lib/client/forms';
import { submitProductQuote, type ProductQuoteInput } from '@/lib/client/submit-quote';
import { canSubmitProductQuote, checkProductQuoteDialog } from '@/lib/domain/quote-dialog';

/** What is quoted; the customer's name and e-mail, the key and the bot checks are added by the dialog. */
type QuotedItem = Omit<ProductQuoteInput, 'customerName' | 'customerEmail' | 'idempotencyKey' | 'website' | 'formElapsedMs'>;

export function QuoteContactDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  quote,
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
  onSubmitted?: () => void;
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
        ...quote,
        customerName: parsed.customerName,
        customerEmail: parsed.customerEmail,
        idempotencyKey: key.current(),
        website,
        formElapsedMs: elapsed(),
      });
      key.renew();
      setName('');
      setEmail('');
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
