// The admin session cookie's name, in one place for the auth code, proxy.ts and the server's page microcache
// (plain JavaScript: scripts/serve.mjs loads it without a build step). Over HTTPS it carries the __Secure- prefix.
export const SESSION_COOKIE = 'bioark.session';
