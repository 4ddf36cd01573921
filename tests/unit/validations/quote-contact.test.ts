import { contactSchema } from '@/lib/validations/contact';
import { productQuoteDialogSchema, productQuoteSchema, quoteRequestSchema } from '@/lib/validations/quote';
import { checkProductQuoteDialog } from '@/lib/domain/quote-dialog';
import { smtpConfigSchema, smtpTestSchema } from '@/lib/validations/smtp';

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lab.test',
  company: 'Lab',
  serviceType: 'products',
  projectDescription: 'x',
};

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('quoteRequestSchema (docs/requirements.md §5: first name, last name, email, company, service type, project description required)', () => {
  test('the required fields of an empty form', () => {
    expect(errorsOf(quoteRequestSchema.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      company: 'Company is required',
      serviceType: 'Please select a service type',
      projectDescription: 'Project description is required',
    });
  });

  test.each(['products', 'cloning', 'lentivirus', 'celllines', 'experiments', 'supplies', 'custom'])('service type %s is accepted', (serviceType) => {
    expect(quoteRequestSchema.safeParse({ ...form, serviceType }).success).toBe(true);
  });

  test.each([
    ['timeline', ['urgent', 'standard', 'flexible', 'planning', '']],
    ['budget', ['under5k', '5k-15k', '15k-50k', 'over50k', 'discuss', '']],
  ])('%s accepts exactly its values (or empty)', (field, values) => {
    for (const v of values) expect(quoteRequestSchema.safeParse({ ...form, [field]: v }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...form, [field]: 'other' }).success).toBe(false);
  });

  test.each([
    ['a@b.test\r\nBcc: x@y.test', 'Email must not contain line breaks'],
    ['a@b.test\n', 'Email must not contain line breaks'],
    ['Ada <a@b.test>', 'Enter a valid email address'],
    ['   ', 'Email is required'],
  ])('email %j → %s', (email, message) => {
    expect(errorsOf(quoteRequestSchema.safeParse({ ...form, email })).email).toBe(message);
  });

  test('idempotency keys: letters, digits and - _ : . only', () => {
    expect(quoteRequestSchema.safeParse({ ...form, idempotencyKey: 'b7c0b0d2-0d4c-4a57-9f55-2d2f3a8a3e11' }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...form, idempotencyKey: 'short' }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...form, idempotencyKey: 'has space in it' }).success).toBe(false);
  });
});

describe('productQuoteSchema', () => {
  test("serviceType defaults to 'Product Quote'; optional fields become ''", () => {
    const r = productQuoteSchema.parse({ firstName: 'A', lastName: '-', email: 'a@b.test' });
    expect(r).toMatchObject({ serviceType: 'Product Quote', company: '', catalogNumber: '', additionalInfo: '' });
  });
  test('a JSON summary up to 50,000 characters is accepted', () => {
    expect(productQuoteSchema.safeParse({ firstName: 'A', lastName: '-', email: 'a@b.test', additionalInfo: 'x'.repeat(50_000) }).success).toBe(true);
    expect(productQuoteSchema.safeParse({ firstName: 'A', lastName: '-', email: 'a@b.test', additionalInfo: 'x'.repeat(50_001) }).success).toBe(false);
  });
});

describe('productQuoteDialogSchema (docs/requirements.md §5: customer name and email)', () => {
  test.each([
    [{ customerName: 'Ada Lovelace', customerEmail: 'ada@lab.test' }, true],
    [{ customerName: '', customerEmail: 'ada@lab.test' }, false],
    [{ customerName: 'Ada', customerEmail: '' }, false],
    [{ customerName: 'Ada', customerEmail: 'nope' }, false],
    [{ customerName: '   ', customerEmail: 'ada@lab.test' }, false],
    [{ customerName: 'Ada', customerEmail: '  ada@lab.test  ' }, true],
    [{ customerName: 'Ada', customerEmail: 'ada@lab.test\r\nBcc: x@y.test' }, false],
    [{ customerName: 'x'.repeat(201), customerEmail: 'ada@lab.test' }, false],
    [{ customerName: 'Ada', customerEmail: 'a..b@lab.test' }, false],
  ])('%j → %s (schema and the dialog\'s zod-free check agree)', (input, ok) => {
    const parsed = productQuoteDialogSchema.safeParse(input);
    expect(parsed.success).toBe(ok);
    const check = checkProductQuoteDialog(input.customerName, input.customerEmail);
    expect(check.ok).toBe(ok);
    if (!parsed.success && !check.ok) {
      const first = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
      expect(check.errors).toEqual(first);
    }
  });
});

describe('contactSchema (docs/requirements.md §5: first name, last name, email, subject, message required)', () => {
  test('the required fields of an empty form', () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      subject: 'Please select a subject',
      message: 'Message is required',
    });
  });
  test.each(['general', 'products', 'services', 'technical', 'partnership', 'other'])('subject %s', (subject) => {
    expect(contactSchema.safeParse({ firstName: 'a', lastName: 'b', email: 'a@b.test', subject, message: 'm' }).success).toBe(true);
  });
});

describe('smtpConfigSchema', () => {
  test('port: numeric, otherwise 0; absent stays absent', () => {
    expect(smtpConfigSchema.parse({ port: '587' }).port).toBe(587);
    expect(smtpConfigSchema.parse({ port: 'x' }).port).toBe(0);
    expect(smtpConfigSchema.parse({}).port).toBeUndefined();
  });
  test('toEmails normalised; CR/LF refused', () => {
    expect(smtpConfigSchema.parse({ toEmails: 'a@x.test;b@x.test' }).toEmails).toBe('a@x.test, b@x.test');
    expect(smtpConfigSchema.safeParse({ toEmails: 'a@x.test\nb@x.test' }).success).toBe(false);
  });
  test('smtpTestSchema: full, product, default or absent', () => {
    expect(smtpTestSchema.parse({}).type).toBeUndefined();
    expect(smtpTestSchema.parse({ type: '' }).type).toBeUndefined();
    expect(smtpTestSchema.parse({ type: 'full' }).type).toBe('full');
    expect(smtpTestSchema.safeParse({ type: 'x' }).success).toBe(false);
  });
});
