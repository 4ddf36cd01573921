import 'server-only';
// nodemailer over the admin-stored SMTP settings. Timeouts are short (≤ 10 s to connect and to be greeted) so
// a dead or silent server fails fast and the outbox retries later instead of holding a worker.
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { isSafeEmailAddress } from '@/lib/domain/email-address';
import type { MailMessage, MailTransport, SmtpConnectionSettings } from './types';

export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

export interface SmtpTransportOptions {
  /** Never upgrade with STARTTLS (test sinks that do not offer it). */
  ignoreTLS?: boolean;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  socketTimeoutMs?: number;
}

export function smtpTransportConfig(s: SmtpConnectionSettings, opts: SmtpTransportOptions = {}): SMTPTransport.Options {
  return {
    host: s.host,
    port: s.port || (s.secure ? 465 : 587),
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.pass } : undefined,
    ignoreTLS: opts.ignoreTLS ?? false,
    connectionTimeout: Math.min(opts.connectionTimeoutMs ?? SMTP_CONNECTION_TIMEOUT_MS, SMTP_CONNECTION_TIMEOUT_MS),
    greetingTimeout: Math.min(opts.greetingTimeoutMs ?? SMTP_GREETING_TIMEOUT_MS, SMTP_GREETING_TIMEOUT_MS),
    socketTimeout: opts.socketTimeoutMs ?? SMTP_SOCKET_TIMEOUT_MS,
    dnsTimeout: 10_000,
    // Messages are built from our own strings only: never let content pull in local files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  };
}

export function createSmtpTransport(s: SmtpConnectionSettings, opts: SmtpTransportOptions = {}): MailTransport {
  const transporter = nodemailer.createTransport(smtpTransportConfig(s, opts));
  return {
    async send(m: MailMessage) {
      const replyTo = m.replyTo && isSafeEmailAddress(m.replyTo) ? m.replyTo : undefined;
      const info = await transporter.sendMail({
        from: m.from,
        to: m.to,
        replyTo,
        subject: m.subject,
        html: m.html,
        text: m.text ?? undefined,
        messageId: m.messageId,
        attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      const list = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : String((x as { address?: string }).address ?? x))) : []);
      return { messageId: String(info.messageId ?? ''), accepted: list(info.accepted), rejected: list(info.rejected) };
    },
    close() {
      transporter.close();
    },
  };
}
