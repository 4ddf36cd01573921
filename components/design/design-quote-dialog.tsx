'use client';
// The design's Submit Quote dialog (docs/requirements.md §2 Gene design wizard, §5): customer name and email, Submit disabled
// unless both are non-empty, and optional institution and phone; a signed-in customer's profile fills them in
// (docs/accounts.md). It stores the quote through the shared product-quote function (POST /api/quotes,
// source 'design'); additionalInfo is a JSON string with a summary object of every choice, which the admin
// inbox shows as labelled fields. The wizard renders the 'Submit to Quote' button and mounts this dialog
// (loaded on demand) while it is open.
import { QuoteContactDialog } from '@/components/quotes/quote-contact-dialog';
import { designProjectDescription, designQuoteAdditionalInfo } from '@/lib/domain/design/summary';
import type { WizardState } from '@/lib/domain/design/wizard';

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
  return (
    <QuoteContactDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Quote"
      description={<span className="font-medium text-foreground">{designProjectDescription(state)}</span>}
      quote={{
        projectDescription: designProjectDescription(state),
        additionalInfo: designQuoteAdditionalInfo(state, otherDesigns),
        serviceType: DESIGN_QUOTE_SERVICE_TYPE,
        source: 'design',
      }}
      askInstitutionAndPhone
      onSubmitted={onSubmitted}
    />
  );
}
