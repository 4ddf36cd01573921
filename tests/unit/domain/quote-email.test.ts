import {
  additionalInfoText,
  effectiveTemplates,
  formatEmailTimestamp,
  quoteEmailVariables,
  quoteKindFor,
  renderContactEmail,
  renderQuoteEmail,
  sampleQuote,
  type QuoteEmailSource,
} from '@/lib/domain/quote-email';
import { DEFAULT_EMAIL_TEMPLATES } from '@/lib/domain/template';

const quote = (over: Partial<QuoteEmailSource> = {}): QuoteEmailSource => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lab.test',
  phone: '',
  company: 'Engines Lab',
  department: '',
  serviceType: 'celllines',
  timeline: 'flexible',
  budget: 'over50k',
  projectDescription: 'A reporter line.',
  additionalInfo: '',
  createdAt: new Date('2025-03-04T09:05:59Z'),
  catalogNumber: null,
  ...over,
});

describe('quoteKindFor (issue 5: full form → full; product quote → product; otherwise default)', () => {
  test.each([
    ['full-form', 'full'],
    ['product', 'product'],
    ['design', 'product'],
    [undefined, 'default'],
    [null, 'default'],
  ] as const)('%s → %s', (origin, kind) => {
    expect(quoteKindFor(origin)).toBe(kind);
  });
});

describe('renderQuoteEmail', () => {
  test.each([
    ['full', 'New Quote (Full) from Ada Lovelace — Stable Cell Lines'],
    ['product', 'New Product Quote from Ada Lovelace'],
    ['default', 'New Quote from Ada Lovelace — Stable Cell Lines'],
  ] as const)('the %s template gives the spec subject', (kind, subject) => {
    expect(renderQuoteEmail(null, kind, quote()).subject).toBe(subject);
  });

  test('labels instead of choice values; the timestamp in UTC; a plain-text part', () => {
    const mail = renderQuoteEmail(null, 'full', quote());
    expect(mail.html).toContain('Flexible (1-2 months)');
    expect(mail.html).toContain('Over $50,000');
    expect(mail.html).toContain('2025-03-04 09:05 UTC');
    expect(mail.text).toContain('Service type: Stable Cell Lines');
    expect(mail.text).not.toContain('Phone:');
  });

  test('the product template shows the catalog number', () => {
    expect(renderQuoteEmail(null, 'product', quote({ catalogNumber: 'GEP-02' })).html).toContain('GEP-02');
  });

  test('stored templates win; blank ones fall back to the defaults', () => {
    const mail = renderQuoteEmail({ subjectTemplateFull: 'Q {{company}}', bodyTemplateFull: '   ' }, 'full', quote());
    expect(mail.subject).toBe('Q Engines Lab');
    expect(mail.html).toContain('New quote request (full form)');
    expect(effectiveTemplates({ bodyTemplate: '' }).bodyTemplate).toBe(DEFAULT_EMAIL_TEMPLATES.bodyTemplate);
  });

  test('docs/security.md item 24/25: visitor values are escaped in the body, line breaks removed from the subject, never compiled', () => {
    const mail = renderQuoteEmail(null, 'full', quote({ firstName: 'A\r\nBcc: x@y.test', lastName: '{{email}}', projectDescription: '<script>x</script>{{#if email}}yes{{/if}}' }));
    expect(mail.subject).toBe('New Quote (Full) from A  Bcc: x@y.test {{email}} — Stable Cell Lines');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;{{#if email}}yes{{/if}}');
    expect(mail.html).not.toContain('<script>');
  });

  test('an empty rendered subject falls back to a heading', () => {
    expect(renderQuoteEmail({ subjectTemplate: '{{nothing}}' }, 'default', quote()).subject).toBe('New quote request');
  });
});

describe('additionalInfoText (a JSON summary becomes labelled lines, as in the inbox)', () => {
  test.each([
    ['plain text stays', 'Please include sequencing.', 'Please include sequencing.'],
    ['a summary object', JSON.stringify({ summary: { funcType: 'CRISPR KnockOut', format: ['Vector', 'Cell'] } }), 'Func Type: CRISPR KnockOut\nFormat: Vector, Cell'],
    ['JSON without a summary stays text', '{"a":1}', '{"a":1}'],
    ['broken JSON stays text', '{oops', '{oops'],
  ])('%s', (_l, input, expected) => {
    expect(additionalInfoText(input)).toBe(expected);
  });
});

test('quoteEmailVariables covers every key of docs/requirements.md §3 plus catalogNumber', () => {
  expect(Object.keys(quoteEmailVariables(quote())).sort()).toEqual(
    ['additionalInfo', 'budget', 'catalogNumber', 'company', 'createdAt', 'department', 'email', 'firstName', 'lastName', 'phone', 'projectDescription', 'serviceType', 'timeline'].sort(),
  );
});

test('formatEmailTimestamp', () => {
  expect(formatEmailTimestamp(new Date('2025-12-31T23:59:00Z'))).toBe('2025-12-31 23:59 UTC');
  expect(formatEmailTimestamp(new Date('nope'))).toBe('');
});

test('renderContactEmail: subject label, escaped message', () => {
  const mail = renderContactEmail({ firstName: 'Carl', lastName: 'Woese', email: 'c@u.test', company: '', subject: 'partnership', message: '<b>hi</b>' });
  expect(mail.subject).toBe('New Contact Message from Carl Woese — Partnership');
  expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
  expect(mail.text).toContain('Message: <b>hi</b>');
});

test('sampleQuote: the product sample carries a catalog number', () => {
  expect(sampleQuote('product', new Date()).catalogNumber).toBe('GEP-02');
  expect(sampleQuote('full', new Date()).serviceType).toBe('cloning');
});
