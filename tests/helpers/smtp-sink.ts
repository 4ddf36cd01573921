// A real SMTP server on loopback (docs/architecture.md#stack-notes): `smtp-server` with optional auth and no STARTTLS; the app's
// nodemailer transport then needs ignoreTLS (setMailTransportOptions). Messages are parsed just enough to
// assert on headers and the decoded text/html parts.
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  /** The user the client authenticated as ('' without AUTH). */
  authUser?: string;
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  html: string;
  text: string;
}

export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  /** Stops listening (the port stays reserved for restart()). */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Waits until at least n messages arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<SinkMessage[]>;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function splitHeadBody(raw: string): [string, string] {
  const m = raw.match(/\r?\n\r?\n/);
  if (!m || m.index === undefined) return [raw, ''];
  return [raw.slice(0, m.index), raw.slice(m.index + m[0].length)];
}

function collectParts(raw: string, out: { html: string; text: string }) {
  const [head, body] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const enc = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded = enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : enc === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  if (type.startsWith('text/html')) out.html += decoded;
  else if (type.startsWith('text/plain')) out.text += decoded;
}

export function parseMessage(raw: string, envelope: { mailFrom: string; rcptTo: string[] }): SinkMessage {
  const [head] = splitHeadBody(raw);
  const headers = parseHeaders(head);
  const parts = { html: '', text: '' };
  collectParts(raw, parts);
  return { ...envelope, raw, headers, subject: decodeEncodedWords(headers.subject ?? ''), html: parts.html, text: parts.text };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, cb) {
          cb(null, { user: auth.username ?? '' });
        },
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const authUser = typeof session.user === 'string' ? session.user : '';
            messages.push({ ...parseMessage(raw, { mailFrom, rcptTo: session.envelope.rcptTo.map((r) => r.address) }), authUser });
            cb();
          });
        },
      });
      server.on('error', () => {});
      server.listen(port, '127.0.0.1', () => {
        const addr = (server as unknown as { server: { address(): { port: number } } }).server.address();
        port = addr.port;
        resolve();
      });
      (server as unknown as { server: { once(e: string, f: (err: Error) => void): void } }).server.once('error', reject);
    });

  await listen();
  return {
    get port() {
      return port;
    },
    messages,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const s = server;
        server = null;
        s.close(() => resolve());
      }),
    restart: listen,
    async waitFor(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} message(s), got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
  };
}
