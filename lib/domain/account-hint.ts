// The signed-in hint (docs/accounts.md): a non-secret, script-readable cookie set beside the HttpOnly customer
// session cookie. It only tells the header whether asking /api/account/session is worth a request, so an
// anonymous visitor's pages make none. It grants nothing: the session cookie alone is checked on the server.
export const SIGNED_IN_HINT_COOKIE = 'bioark.signed_in';

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((part) => part === `${SIGNED_IN_HINT_COOKIE}=1`);
}
