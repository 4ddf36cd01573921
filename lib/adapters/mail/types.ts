// The mail adapter's interface: the outbox worker and the SMTP test button send through it.

export interface SmtpConnectionSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
}

export interface MailMessage {
  from: string;
  to: string[];
  /** Only ever a validated plain address (docs/security.md item 24). */
  replyTo?: string | null;
  subject: string;
  html: string;
  text?: string | null;
  /** Sets Message-ID to a stable value, so a resend of the same outbox row can be recognised downstream. */
  messageId?: string;
  /** Files in memory (the outbox reads them from storage at send time). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string; accepted: string[]; rejected: string[] }>;
  close(): void;
}
