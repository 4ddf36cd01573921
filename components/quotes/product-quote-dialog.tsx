'use client';
// The Submit Quote dialog of a quote-only product page (docs/requirements.md §2 Product detail, §4 Quote dialog, §5, §8):
// customer name and email; Submit stays disabled until both are non-empty; the name is split on whitespace by
// submitProductQuote (a missing part becomes '-'); serviceType 'Product Quote'; the product's name and catalog
// number go into the quote. After a success the dialog closes and clears; a failure keeps what was typed.
import * as React from 'react';
import { FileTextIcon } from '@/components/icons/file-text';
import { useHydrated } from '@/components/admin/use-hydrated';
import { HoneypotField } from '@/components/quotes/honeypot-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { serverMessage, useFormTimer, useSubmissionKey, type FieldErrors } from '@/lib/client/forms';
import { submitProductQuote } from '@/lib/client/submit-quote';
import { canSubmitProductQuote, checkProductQuoteDialog } from '@/lib/domain/quote-dialog';
import { cn } from '@/lib/utils';

export interface ProductQuoteTarget {
  id: string;
  name: string;
  catalogNumber: string;
}

/** The labelled summary the Quotes inbox shows for a product quote. */
export function productQuoteSummary(product: ProductQuoteTarget): string {
  return JSON.stringify({ summary: { product: product.name, catalogNumber: product.catalogNumber, productId: product.id } });
}

/** docs/requirements.md §5: Submit is disabled unless customer name and email are both non-empty. */
export { canSubmitProductQuote };

export function ProductQuoteDialog({
  product,
  triggerClassName,
  triggerLabel = 'Submit Quote',
  triggerVariant = 'outline',
}: {
  product: ProductQuoteTarget;
  triggerClassName?: string;
  triggerLabel?: string;
  /** Next to an accent 'Add to Quote' button the trigger is outlined. */
  triggerVariant?: 'outline' | 'accent' | 'default';
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = React.useState(false);
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
        projectDescription: product.name,
        catalogNumber: product.catalogNumber,
        additionalInfo: productQuoteSummary(product),
        source: 'product',
        idempotencyKey: key.current(),
        website,
        formElapsedMs: elapsed(),
      });
      key.renew();
      setName('');
      setEmail('');
      setOpen(false);
      toast({ title: 'Quote submitted', description: 'We will contact you soon.' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Submit failed', description: serverMessage(err, 'Please try again later.') });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !submitting && setOpen(o)}>
      <DialogTrigger asChild>
        <Button type="button" size="lg" variant={triggerVariant} className={cn('w-full sm:w-auto', triggerClassName)}>
          <FileTextIcon aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form method="post" noValidate onSubmit={onSubmit} className="relative grid gap-5">
          <DialogHeader>
            <DialogTitle>Request a quote</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground">{product.name}</span>
              {product.catalogNumber ? (
                <>
                  {' '}
                  · Cat. No. <span className="font-mono tabular-nums">{product.catalogNumber}</span>
                </>
              ) : null}
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
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={submitting}>
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
