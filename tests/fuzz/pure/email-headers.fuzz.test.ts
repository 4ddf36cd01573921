/**
 * E-mail composition never puts a line break from visitor text into a header: for any generated name,
 * company, subject or address, the rendered subject has no control character, and the message nodemailer
 * builds from it (as lib/adapters/mail/smtp.ts sends it) has exactly the headers we set — no injected Bcc.
 */
import fc from 'fast-check';
import MailComposer from 'nodemailer/lib/mail-composer';
import { renderContactEmail, renderQuoteEmail, type QuoteEmailSource } from '@/lib/domain/quote-email';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplates } from '@/lib/domain/template';
import { isSafeEmailAddress } from '@/lib/domain/email-address';
import { fuzzParams } from '@/tests/fuzz/config';
import { hostileString } from '@/tests/fuzz/hostile';

const injected = fc.oneof(hostileString, hostileString.map((s) => `${s}\r\nBcc: victim@example.test\r\n\r\nbody`), fc.constantFrom('\n', '\r', '\u2028', '\u0085', '=?utf-8?b?DQpCY2M6IHhAeS50ZXN0?='));

const quoteSource = fc.record({
  firstName: injected,
  lastName: injected,
  email: injected,
  phone: injected,
  company: injected,
  department: injected,
  serviceType: injected,
  timeline: injected,
  budget: injected,
  projectDescription: injected,
  additionalInfo: injected,
  catalogNumber: injected,
});

// Admin-edited subjects that pull visitor text into the subject line.
const subjectTemplate = fc.constantFrom('{{firstName}} {{lastName}} — {{company}}', 'Quote: {{projectDescription}}', '{{email}} {{serviceType}} {{catalogNumber}}', '{{department}}{{timeline}}{{budget}}{{phone}}');

async function headerNames(subject: string, replyTo: string | undefined): Promise<string[]> {
  const message = await new MailComposer({ from: 'BioArk <shop@bioark.test>', to: 'orders@bioark.test', replyTo, subject, text: 'x', html: '<p>x</p>' }).compile().build();
  const head = message.toString('utf8').split('\r\n\r\n')[0];
  return head
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line)) // folded continuation lines belong to the header above
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
}

const EXPECTED = new Set(['from', 'to', 'reply-to', 'subject', 'message-id', 'date', 'mime-version', 'content-type', 'content-transfer-encoding']);

test('quote e-mails: subject has no control characters and the built message has only our headers', async () => {
  await fc.assert(
    fc.asyncProperty(quoteSource, fc.constantFrom('full', 'product', 'default' as const), subjectTemplate, async (src, kind, template) => {
      const quote: QuoteEmailSource = { ...src, createdAt: new Date('2026-11-25T10:00:00Z') };
      const stored: Partial<EmailTemplates> = { ...DEFAULT_EMAIL_TEMPLATES };
      for (const key of Object.keys(stored) as (keyof EmailTemplates)[]) if (/subject/i.test(key)) stored[key] = template;
      for (const templates of [null, stored]) {
        const mail = renderQuoteEmail(templates, kind as 'full' | 'product' | 'default', quote);
        expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        const names = await headerNames(mail.subject, isSafeEmailAddress(quote.email) ? quote.email : undefined);
        expect(names.filter((n) => !EXPECTED.has(n))).toEqual([]);
        expect(names.filter((n) => n === 'subject')).toHaveLength(1);
      }
    }),
    fuzzParams(),
  );
});

test('contact e-mails: same guarantees', async () => {
  await fc.assert(
    fc.asyncProperty(injected, injected, injected, injected, injected, async (firstName, lastName, email, company, message) => {
      const mail = renderContactEmail({ firstName, lastName, email, company, subject: 'products', message });
      expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
      const names = await headerNames(mail.subject, isSafeEmailAddress(email) ? email : undefined);
      expect(names.filter((n) => !EXPECTED.has(n))).toEqual([]);
    }),
    fuzzParams(),
  );
});

test('a reply-to address is used only when it is one plain address', () => {
  fc.assert(
    fc.property(injected, (email) => {
      if (isSafeEmailAddress(email)) expect(email).not.toMatch(/[\r\n,;<>\s]/);
    }),
    fuzzParams(),
  );
});
