// The product quote dialog's check (docs/requirements.md §5: customer name and email), as a plain function so the dialog does
// not ship zod to quote-only product pages. The server still validates with lib/validations/quote.ts; a unit
// test keeps the two in agreement.
import { hasControlCharacters, isSafeEmailAddress, MAX_EMAIL_LENGTH } from '@/lib/domain/email-address';

export const NAME_REQUIRED = 'Name is required';
export const NAME_MAX = 200;
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Enter a valid email address';
export const EMAIL_LINE_BREAK = 'Email must not contain line breaks';

/** The dialogs' Submit button is enabled once both fields hold something (docs/requirements.md §5). */
export function canSubmitProductQuote(name: string, email: string): boolean {
  return name.trim() !== '' && email.trim() !== '';
}

export type QuoteDialogCheck =
  | { ok: true; customerName: string; customerEmail: string }
  | { ok: false; errors: Partial<Record<'customerName' | 'customerEmail', string>> };

export function checkProductQuoteDialog(name: string, email: string): QuoteDialogCheck {
  const errors: Partial<Record<'customerName' | 'customerEmail', string>> = {};
  const customerName = name.trim();
  if (!customerName) errors.customerName = NAME_REQUIRED;
  else if (customerName.length > NAME_MAX) errors.customerName = `Name must be at most ${NAME_MAX} characters`;
  let customerEmail = '';
  if (hasControlCharacters(email)) errors.customerEmail = EMAIL_LINE_BREAK;
  else {
    customerEmail = email.trim();
    if (!customerEmail) errors.customerEmail = EMAIL_REQUIRED;
    else if (customerEmail.length > MAX_EMAIL_LENGTH || !isSafeEmailAddress(customerEmail)) errors.customerEmail = EMAIL_INVALID;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, customerName, customerEmail };
}
