// The admin session cookie's name, in one place for the auth code, proxy.ts and the server's page microcache
// (plain JavaScript: scripts/serve.mjs loads it without a build step). Over HTTPS it carries the __Secure- prefix.
export const SESSION_COOKIE = 'bioark.session';
// The customer account session cookie (docs/accounts.md): a different name, a different role. The admin
// guard never reads it; the microcache never keys /account pages, whatever cookies a request carries.
export const CUSTOMER_COOKIE = 'bioark.customer';
