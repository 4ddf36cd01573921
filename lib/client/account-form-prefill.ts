// The public forms' pre-fill from a signed-in customer's profile (/request-quote, /contact; docs/accounts.md
// "Pre-filled forms"). The pages are static and the same for everyone: this runs in the browser after hydration.
// Without the signed-in hint it answers null at once — a visitor loads no extra code and makes no request; with
// it, the fetching code is a dynamic import (out of the pages' first load). Never throws: a failed chunk load or
// answer leaves the form as it is.
import { hasSignedInHint } from '@/lib/domain/account-hint';
import type { ContactFormPrefill } from '@/lib/domain/prefill';

export async function accountFormPrefill(): Promise<ContactFormPrefill | null> {
  if (typeof document === 'undefined' || !hasSignedInHint(document.cookie)) return null;
  try {
    const { fetchProfileFormValues } = await import('@/lib/client/account-prefill');
    return await fetchProfileFormValues();
  } catch {
    return null;
  }
}
