// A signed-in customer's data for pre-filling a form after load (docs/accounts.md): the pages' HTML stays the same
// for everyone, and only a browser with the signed-in hint asks, so a visitor makes no request. Any failure — the
// session ended (401), the shop unreachable — answers null: the form just stays as it is, with no message.
import { accountCall } from '@/lib/client/account-api';
import { hasSignedInHint } from '@/lib/domain/account-hint';
import { profileFormValues, type ContactFormPrefill, type ProfilePrefill } from '@/lib/domain/prefill';

export async function fetchAccountPrefill<T>(path: string): Promise<T | null> {
  if (typeof document === 'undefined' || !hasSignedInHint(document.cookie)) return null;
  const res = await accountCall<T>(path);
  return res.ok ? res.data : null;
}

/** The profile (GET /api/account/profile) as the public forms' contact fields (/request-quote, /contact), or null. */
export async function fetchProfileFormValues(): Promise<ContactFormPrefill | null> {
  const data = await fetchAccountPrefill<{ profile?: ProfilePrefill }>('/api/account/profile');
  return data?.profile ? profileFormValues(data.profile) : null;
}
