import 'server-only';
// The one place the mail transport is built (docs/architecture.md "adapters": mail = SMTP from the admin settings).
// Tests point it at a loopback `smtp-server` sink that offers no STARTTLS: setMailTransportOptions({ ignoreTLS }).
import { createSmtpTransport, type SmtpTransportOptions } from './smtp';
import type { MailTransport, SmtpConnectionSettings } from './types';

export * from './types';
export { SMTP_CONNECTION_TIMEOUT_MS, SMTP_GREETING_TIMEOUT_MS } from './smtp';

const state = ((globalThis as { __bioarkMail?: { options: SmtpTransportOptions } }).__bioarkMail ??= {
  options: {},
});

/** Test hook: options merged into every transport built from now on. */
export function setMailTransportOptions(options: SmtpTransportOptions): void {
  state.options = { ...state.options, ...options };
}

export function createMailTransport(settings: SmtpConnectionSettings): MailTransport {
  return createSmtpTransport(settings, state.options);
}
