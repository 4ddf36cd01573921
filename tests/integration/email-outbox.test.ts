// E-mail end to end against a real SMTP sink on loopback (issue 5, deliverables 6–8; docs/security.md item 24–26, R2):
// SMTP settings with a write-only password, the test button, the outbox worker (one quote → exactly one
// e-mail with the right template; SMTP down → the quote is kept and its e-mail sent once after recovery;
// backoff, final failure, Retry now; exactly once with concurrent workers), header and template injection.
// Runs on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, emailOutbox, smtpSettings } from '@/db/schema';
import { POST as postQuote } from '@/app/api/quote/route';
import { POST as postQuotes } from '@/app/api/quotes/route';
import { POST as postContact } from '@/app/api/contact/route';
import { GET as getSmtp, PUT as putSmtp } from '@/app/api/smtp-config/route';
import { POST as smtpTest } from '@/app/api/smtp-test/route';
import { GET as getOutbox, POST as retryOutbox } from '@/app/api/admin/outbox/route';
import { setMailTransportOptions } from '@/lib/adapters/mail';
import { SMTP_NOT_CONFIGURED } from '@/lib/domain/outbox';
import { enqueueEmail } from '@/lib/server/outbox';
import { claimDueEmails, processDueEmails } from '@/lib/server/outbox-worker';
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '@/tests/helpers/smtp-sink';

let sink: SmtpSink;
let ip = 1;
type Handler = Parameters<typeof callRoute>[0];
const post = (handler: Handler, body: unknown) => callRoute(handler, { method: 'POST', body, headers: { 'x-forwarded-for': `198.18.0.${ip++}` } });

const ADMIN_TO = ['sales@bioark.test', 'lab@bioark.test'];
const FROM = 'shop@bioark.test';

const quoteBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lab.test',
  company: 'Engines Lab',
  serviceType: 'cloning',
  projectDescription: 'Subclone a CDS.',
  ...over,
});

async function configureSmtp(over: Record<string, unknown> = {}) {
  const res = await callRoute(putSmtp, {
    method: 'PUT',
    body: { host: '127.0.0.1', port: sink.port, secure: false, user: '', fromEmail: FROM, toEmails: ADMIN_TO.join(', '), ...over },
    headers: await adminHeaders(),
  });
  expect(res.status).toBe(200);
  return res.json;
}

async function outboxRow(refId: string) {
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.refId, refId));
  return row;
}

/** Lets time pass for one row: it is due now. */
async function makeDue(id: string) {
  const db = await getDb();
  await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, id));
}

async function drain() {
  const total = { sent: 0, claimed: 0 };
  for (let i = 0; i < 20; i++) {
    const r = await processDueEmails();
    total.sent += r.sent;
    total.claimed += r.claimed;
    if (!r.claimed) break;
  }
  return total;
}

const bySubject = (subject: string) => sink.messages.filter((m) => m.subject === subject);

beforeAll(async () => {
  setMailTransportOptions({ ignoreTLS: true });
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.stop();
});

describe('before SMTP is configured', () => {
  test('a quote is stored and its e-mail waits as pending; the admin outbox view says why', async () => {
    const res = await post(postQuote, quoteBody({ firstName: 'Early' }));
    expect(res.status).toBe(201);
    const id = (res.json.quote as { id: string }).id;
    const r = await processDueEmails();
    expect(r).toMatchObject({ claimed: 0, waiting: SMTP_NOT_CONFIGURED });
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });

    const view = await callRoute(getOutbox, { headers: await adminHeaders() });
    expect(view.status).toBe(200);
    expect(view.json.smtp).toMatchObject({ ready: false, reason: SMTP_NOT_CONFIGURED });
    expect(view.json.counts).toMatchObject({ pending: 1 });
    const items = view.json.items as unknown as { refId: string; status: string; subject: string }[];
    expect(items[0]).toMatchObject({ refId: id, status: 'pending', subject: 'New Quote (Full) from Early Lovelace — Custom Cloning' });
    expect(items[0]).not.toHaveProperty('html');
  });
});

describe('GET/PUT /api/smtp-config', () => {
  test('401 without a session', async () => {
    expect((await callRoute(getSmtp)).status).toBe(401);
    expect((await callRoute(putSmtp, { method: 'PUT', body: { host: 'x' } })).status).toBe(401);
    expect((await callRoute(smtpTest, { method: 'POST', body: {} })).status).toBe(401);
    expect((await callRoute(getOutbox)).status).toBe(401);
    expect((await callRoute(retryOutbox, { method: 'POST', body: { allFailed: true } })).status).toBe(401);
  });

  test('defaults: port 465 with secure on, the six default templates incl. the spec subjects, no password', async () => {
    const res = await callRoute(getSmtp, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.json).toMatchObject({
      port: 465,
      secure: true,
      pass: '',
      hasPassword: false,
      subjectTemplate: 'New Quote from {{firstName}} {{lastName}} — {{serviceType}}',
      subjectTemplateProduct: 'New Product Quote from {{firstName}} {{lastName}}',
    });
    expect(res.json.subjectTemplateFull).toMatch(/^New Quote \(Full\) from /);
    for (const k of ['bodyTemplate', 'bodyTemplateFull', 'bodyTemplateProduct']) expect(String(res.json[k]).length).toBeGreaterThan(50);
  });

  test('docs/security.md item 26: the password is write-only — never returned, kept when saved empty, never in the audit log', async () => {
    const headers = await adminHeaders();
    const secret = 'pa55-w0rd-that-must-not-leak';
    const saved = await callRoute(putSmtp, { method: 'PUT', body: { host: 'smtp.example.test', port: '587', secure: false, user: 'mailer', pass: secret }, headers });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ host: 'smtp.example.test', port: 587, secure: false, user: 'mailer', pass: '', hasPassword: true });
    expect(saved.text).not.toContain(secret);
    const got = await callRoute(getSmtp, { headers });
    expect(got.text).not.toContain(secret);
    expect(got.json).toMatchObject({ pass: '', hasPassword: true });

    // An empty password keeps the stored one.
    await callRoute(putSmtp, { method: 'PUT', body: { host: 'smtp2.example.test', pass: '' }, headers });
    const db = await getDb();
    const [row] = await db.select().from(smtpSettings);
    expect(row.pass).toBe(secret);
    expect(row.host).toBe('smtp2.example.test');

    const entries = await db.select().from(auditLog).where(eq(auditLog.entityType, 'smtp'));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(entries.some((e) => JSON.stringify(e.diff).includes('changed'))).toBe(true);

    // clearPassword removes it.
    const cleared = await callRoute(putSmtp, { method: 'PUT', body: { clearPassword: true }, headers });
    expect(cleared.json).toMatchObject({ hasPassword: false });
  });

  test('saving the form as shown (every template, the customer ones at their defaults) stores no customer-template override', async () => {
    const headers = await adminHeaders();
    const shown = (await callRoute(getSmtp, { headers })).json as unknown as { fulfilmentTemplates: Record<string, string>; fulfilmentDefaults: Record<string, string> };
    expect(shown.fulfilmentTemplates).toEqual(shown.fulfilmentDefaults);
    const before = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityType, 'smtp'));
    const saved = await callRoute(putSmtp, { method: 'PUT', body: { host: 'smtp3.example.test', ...shown.fulfilmentTemplates }, headers });
    expect(saved.status).toBe(200);
    expect(saved.json.fulfilmentTemplates).toEqual(shown.fulfilmentDefaults);
    const [row] = await (await getDb()).select().from(smtpSettings);
    for (const key of Object.keys(shown.fulfilmentDefaults)) expect(row[key as keyof typeof row]).toBe('');
    const entries = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityType, 'smtp'));
    const latest = entries.filter((e) => !before.some((b) => b.id === e.id));
    expect(latest.map((e) => e.summary)).toEqual(['Updated SMTP settings (host)']);

    // An edited template is stored; set back to the default text, it is the default again.
    const key = Object.keys(shown.fulfilmentDefaults)[0];
    await callRoute(putSmtp, { method: 'PUT', body: { [key]: 'Your order {{reference}} has shipped' }, headers });
    expect((await (await getDb()).select().from(smtpSettings))[0][key as keyof typeof row]).toBe('Your order {{reference}} has shipped');
    await callRoute(putSmtp, { method: 'PUT', body: { [key]: shown.fulfilmentDefaults[key] }, headers });
    expect((await (await getDb()).select().from(smtpSettings))[0][key as keyof typeof row]).toBe('');
  });

  test.each([
    ['a non-numeric port becomes 0 (docs/requirements.md §5)', { port: 'abc' }, 200, { port: 0 }],
    ['a port out of range becomes 0', { port: 70000 }, 200, { port: 0 }],
    ['a numeric string port', { port: ' 2525 ' }, 200, { port: 2525 }],
    ['to-emails are normalised to a comma list', { toEmails: 'a@x.test; b@x.test ,a@x.test' }, 200, { toEmails: 'a@x.test, b@x.test' }],
  ])('%s', async (_label, body, status, expected) => {
    const res = await callRoute(putSmtp, { method: 'PUT', body, headers: await adminHeaders() });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject(expected);
  });

  test.each([
    ['CR/LF in the admin to-emails', { toEmails: 'a@x.test\r\nBcc: evil@x.test' }, 'toEmails'],
    ['an invalid admin to-email', { toEmails: 'a@x.test, not an address' }, 'toEmails'],
    ['CR/LF in the from e-mail', { fromEmail: 'shop@x.test\nBcc: evil@x.test' }, 'fromEmail'],
    ['a from e-mail with a display name', { fromEmail: 'Shop <shop@x.test>' }, 'fromEmail'],
    ['a host with spaces', { host: 'smtp example' }, 'host'],
    ['secure as text', { secure: 'yes' }, 'secure'],
  ])('400 for %s', async (_label, body, field) => {
    const res = await callRoute(putSmtp, { method: 'PUT', body, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toHaveProperty(field);
  });
});

describe('the outbox worker against the SMTP sink', () => {
  beforeAll(async () => {
    await configureSmtp();
  });

  test('the waiting e-mail goes out once SMTP is configured; one quote → exactly one e-mail with the full template', async () => {
    await drain(); // the e-mail from before the configuration
    expect(bySubject('New Quote (Full) from Early Lovelace — Custom Cloning')).toHaveLength(1);

    const res = await post(postQuote, quoteBody({ firstName: 'Once', phone: '+1 555 0199', timeline: 'urgent' }));
    const id = (res.json.quote as { id: string }).id;
    const r = await drain();
    expect(r.sent).toBe(1);
    await drain();
    const mails = bySubject('New Quote (Full) from Once Lovelace — Custom Cloning');
    expect(mails).toHaveLength(1);
    const m = mails[0];
    expect(m.mailFrom).toBe(FROM);
    expect(m.rcptTo.sort()).toEqual([...ADMIN_TO].sort());
    expect(m.headers['reply-to']).toBe('ada@lab.test');
    expect(m.headers['message-id']).toBe(`<outbox-${(await outboxRow(id)).id}@bioark.test>`);
    expect(m.html).toContain('Urgent (1-2 weeks)');
    expect(m.html).toContain('+1 555 0199');
    expect(m.text).toContain('Phone: +1 555 0199');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  test('product and design quotes use the product template; the contact form its own', async () => {
    await post(postQuotes, { firstName: 'Prod', lastName: '-', email: 'p@lab.test', projectDescription: 'Gene Knock-out', catalogNumber: 'GEP-02', source: 'product' });
    await post(postQuotes, { firstName: 'Design', lastName: 'Er', email: 'd@lab.test', projectDescription: 'Gene design', source: 'design' });
    const contact = await post(postContact, { firstName: 'Carl', lastName: 'Woese', email: 'carl@uiuc.test', subject: 'technical', message: 'Three domains?' });
    expect(contact.status).toBe(201);
    await drain();
    const prod = bySubject('New Product Quote from Prod -');
    expect(prod).toHaveLength(1);
    expect(prod[0].html).toContain('GEP-02');
    expect(bySubject('New Product Quote from Design Er')).toHaveLength(1);
    const c = bySubject('New Contact Message from Carl Woese — Technical Support');
    expect(c).toHaveLength(1);
    expect(c[0].headers['reply-to']).toBe('carl@uiuc.test');
    expect(c[0].html).toContain('Three domains?');
  });

  test('docs/security.md item 24/25: header and template injection arrive as escaped text; no extra recipient or header', async () => {
    const res = await post(postQuote, quoteBody({
      firstName: 'Eve\r\nBcc: evil@attacker.test',
      lastName: '<script>alert(1)</script>',
      company: '<img src=x onerror=alert(1)>',
      projectDescription: '{{#if email}}LEAKED{{/if}} {{constructor}} {{email}} {{__proto__}}',
      additionalInfo: 'X-Injected: yes\r\n\r\n<b>bold</b>',
    }));
    expect(res.status).toBe(201);
    await drain();
    const m = sink.messages.find((x) => x.subject.startsWith('New Quote (Full) from Eve'));
    expect(m).toBeDefined();
    const mail = m as SinkMessage;
    expect(mail.subject).toBe('New Quote (Full) from Eve  Bcc: evil@attacker.test <script>alert(1)</script> — Custom Cloning');
    expect(mail.rcptTo.sort()).toEqual([...ADMIN_TO].sort());
    expect(mail.headers).not.toHaveProperty('bcc');
    expect(mail.headers).not.toHaveProperty('x-injected');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Visitor values are data: their {{…}} is printed, never evaluated.
    expect(mail.html).toContain('{{#if email}}LEAKED{{/if}} {{constructor}} {{email}} {{__proto__}}');
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  test('docs/security.md R2: SMTP down → the quote is saved (201), its e-mail waits, and is sent exactly once after recovery', async () => {
    await sink.stop();
    const res = await post(postQuote, quoteBody({ firstName: 'Outage' }));
    expect(res.status).toBe(201);
    const id = (res.json.quote as { id: string }).id;
    const r = await processDueEmails();
    expect(r).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backoff: not due again at once.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await sink.restart();
    expect((await processDueEmails()).claimed).toBe(0);
    await makeDue(row.id);
    expect((await processDueEmails()).sent).toBe(1);
    await makeDue(row.id);
    await drain();
    expect(bySubject('New Quote (Full) from Outage Lovelace — Custom Cloning')).toHaveLength(1);
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  test("a row ends as 'failed' after the last attempt; Retry now (audited) sends it", async () => {
    await sink.stop();
    const res = await post(postQuote, quoteBody({ firstName: 'Doomed' }));
    const id = (res.json.quote as { id: string }).id;
    const r = await processDueEmails({ maxAttempts: 1 });
    expect(r).toMatchObject({ failed: 1 });
    const row = await outboxRow(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBeTruthy();
    await sink.restart();
    expect((await drain()).claimed).toBe(0);

    const headers = await adminHeaders();
    const view = await callRoute(getOutbox, { headers, path: '/api/admin/outbox?status=failed' });
    const failed = view.json.items as unknown as { id: string; status: string; lastError: string; attempts: number }[];
    expect(failed.map((f) => f.id)).toContain(row.id);
    expect(failed.find((f) => f.id === row.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await callRoute(getOutbox, { headers, path: '/api/admin/outbox?status=bogus' })).status).toBe(400);

    expect((await callRoute(retryOutbox, { method: 'POST', body: {}, headers })).status).toBe(400);
    expect((await callRoute(retryOutbox, { method: 'POST', body: { id: '00000000-0000-4000-8000-000000000000' }, headers })).status).toBe(404);
    const retried = await callRoute(retryOutbox, { method: 'POST', body: { id: row.id }, headers });
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ ok: true, retried: 1 });
    await drain();
    expect(bySubject('New Quote (Full) from Doomed Lovelace — Custom Cloning')).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
    const db = await getDb();
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'email'), eq(auditLog.entityId, row.id)));
    expect(audits).toHaveLength(1);
  });

  test('every kind is sent: order-customer to its own address, order-admin to the admin recipients', async () => {
    const db = await getDb();
    await enqueueEmail(db, { kind: 'order-customer', to: 'buyer@lab.test', subject: 'Your order #K1 is confirmed', html: '<p>Thanks</p>', text: 'Thanks', dedupeKey: 'order:k1:customer' });
    await enqueueEmail(db, { kind: 'order-admin', to: '', replyTo: 'buyer@lab.test', subject: 'New order #K1', html: '<p>New</p>', dedupeKey: 'order:k1:admin' });
    // The dedupe key keeps it to one e-mail per event.
    expect(await enqueueEmail(db, { kind: 'order-admin', to: '', subject: 'New order #K1', html: '<p>New</p>', dedupeKey: 'order:k1:admin' })).toBeNull();
    await drain();
    const customer = bySubject('Your order #K1 is confirmed');
    expect(customer).toHaveLength(1);
    expect(customer[0].rcptTo).toEqual(['buyer@lab.test']);
    const admin = bySubject('New order #K1');
    expect(admin).toHaveLength(1);
    expect(admin[0].rcptTo.sort()).toEqual([...ADMIN_TO].sort());
  });

  test('exactly once with several workers at the same time', async () => {
    const db = await getDb();
    for (let i = 0; i < 24; i++) await enqueueEmail(db, { kind: 'order-admin', subject: `Parallel #${i}`, html: `<p>${i}</p>` });
    const rounds = async () => {
      let sent = 0;
      for (let k = 0; k < 10; k++) {
        const r = await processDueEmails({ limit: 3 });
        sent += r.sent;
        if (!r.claimed) break;
      }
      return sent;
    };
    const sent = await Promise.all([rounds(), rounds(), rounds()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(24);
    for (let i = 0; i < 24; i++) expect(bySubject(`Parallel #${i}`)).toHaveLength(1);
  });

  test("a 'sending' row whose lock expired is claimed again; a locked one is left alone", async () => {
    const db = await getDb();
    const staleId = await enqueueEmail(db, { kind: 'quote', subject: 'Stale lock', html: '<p>s</p>' });
    const lockedId = await enqueueEmail(db, { kind: 'quote', subject: 'Fresh lock', html: '<p>f</p>' });
    await db.update(emailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, staleId!));
    await db.update(emailOutbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(emailOutbox.id, lockedId!));
    const claimed = await claimDueEmails(db, 10, { adminRecipients: true });
    expect(claimed.map((c) => c.id)).toEqual([staleId]);
    expect(claimed[0].attempts).toBe(2);
    // Put it back so the worker sends it.
    await db.update(emailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, staleId!));
    await drain();
    expect(bySubject('Stale lock')).toHaveLength(1);
    expect(bySubject('Fresh lock')).toHaveLength(0);
  });

  test('SMTP with a user name authenticates', async () => {
    await configureSmtp({ user: 'mailer@bioark.test', pass: 'sink-password', fromEmail: '' });
    const res = await post(postQuote, quoteBody({ firstName: 'Authed' }));
    expect(res.status).toBe(201);
    await drain();
    const [m] = bySubject('New Quote (Full) from Authed Lovelace — Custom Cloning');
    expect(m.authUser).toBe('mailer@bioark.test');
    // Without a From e-mail the user name (an address) is the sender.
    expect(m.mailFrom).toBe('mailer@bioark.test');
    await configureSmtp({ user: '', clearPassword: true });
  });
});

describe('POST /api/smtp-test', () => {
  test.each([
    [{ type: 'full' }, '[Test] New Quote (Full) from Ada Researcher — Custom Cloning'],
    [{ type: 'product' }, '[Test] New Product Quote from Ada Researcher'],
    [{}, '[Test] New Quote from Ada Researcher — Custom Project'],
  ])('%j sends a sample through the real transport → "Test email triggered."', async (body, subject) => {
    await configureSmtp();
    const res = await callRoute(smtpTest, { method: 'POST', body, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, message: 'Test email triggered.' });
    const mails = await sink.waitFor(1).then(() => bySubject(subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].rcptTo.sort()).toEqual([...ADMIN_TO].sort());
  });

  test('uses the stored template (an admin edit shows in the next test e-mail)', async () => {
    await configureSmtp({ subjectTemplateProduct: 'Edited {{catalogNumber}} for {{firstName}}' });
    const res = await callRoute(smtpTest, { method: 'POST', body: { type: 'product' }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(bySubject('[Test] Edited GEP-02 for Ada')).toHaveLength(1);
    // A cleared template falls back to the default.
    await configureSmtp({ subjectTemplateProduct: '' });
    await callRoute(smtpTest, { method: 'POST', body: { type: 'product' }, headers: await adminHeaders() });
    expect(bySubject('[Test] New Product Quote from Ada Researcher').length).toBeGreaterThanOrEqual(2);
  });

  test('the server down → 502 "Test failed: …"; SMTP not configured → 400 with the reason; bad type → 400', async () => {
    const headers = await adminHeaders();
    await sink.stop();
    const down = await callRoute(smtpTest, { method: 'POST', body: { type: 'full' }, headers });
    expect(down.status).toBe(502);
    expect(String(down.json.error)).toMatch(/^Test failed: .*(ECONNREFUSED|connect)/i);
    await sink.restart();

    await configureSmtp({ host: '' });
    const none = await callRoute(smtpTest, { method: 'POST', body: {}, headers });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(SMTP_NOT_CONFIGURED);
    expect((await callRoute(smtpTest, { method: 'POST', body: { type: 'fax' }, headers })).status).toBe(400);
    await configureSmtp();
  });
});
