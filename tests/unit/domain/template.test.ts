import {
  CONTACT_EMAIL_TEMPLATE,
  CONTACT_TEMPLATE_KEYS,
  DEFAULT_EMAIL_TEMPLATES,
  QUOTE_TEMPLATE_KEYS,
  escapeHtml,
  renderSubject,
  renderTemplate,
  selectQuoteTemplate,
} from '@/lib/domain/template';

describe('escapeHtml', () => {
  test.each([
    ['escapes the five HTML-significant characters', `<a href="x" title='y'>&</a>`, '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;'],
    ['leaves plain text alone', 'GN8K DNA Marker — 500 μL', 'GN8K DNA Marker — 500 μL'],
  ] as const)('%s', (_label, input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('renderTemplate (docs/requirements.md §3 Template syntax: {{key}} variables and {{#if key}}…{{/if}} conditionals)', () => {
  const vars = { firstName: 'Ada', lastName: 'Lovelace', phone: '', company: 'Analytical', budget: 'under5k' };
  test.each<[string, string, Record<string, unknown>, boolean, string]>([
    ['{{key}} is replaced by its value', 'Hi {{firstName}}', vars, false, 'Hi Ada'],
    ['whitespace inside the braces is allowed', 'Hi {{ firstName }} {{  lastName}}', vars, false, 'Hi Ada Lovelace'],
    ['unknown keys render as empty text', '[{{nope}}]', vars, false, '[]'],
    ['{{#if key}} shows its content when the value is present', '{{#if company}}Co: {{company}}{{/if}}', vars, false, 'Co: Analytical'],
    ['{{#if key}} hides its content when the value is empty', 'A{{#if phone}}Phone: {{phone}}{{/if}}B', vars, false, 'AB'],
    ['{{#if key}} hides its content when the key is unknown', 'A{{#if fax}}x{{/if}}B', vars, false, 'AB'],
    ['{{#if}} blocks match non-greedily', '{{#if company}}1{{/if}}-{{#if phone}}2{{/if}}-{{#if budget}}3{{/if}}', vars, false, '1--3'],
    ['{{#if}} blocks nest', '{{#if company}}[{{#if phone}}p{{/if}}{{#if budget}}b{{/if}}]{{/if}}', vars, false, '[b]'],
    ['{{else}} renders when the value is absent', '{{#if phone}}{{phone}}{{else}}no phone{{/if}}', vars, false, 'no phone'],
    ['whitespace inside {{#if}} tags is allowed', '{{ #if company }}yes{{ /if }}', vars, false, 'yes'],
    ['a whitespace-only value is false for {{#if}}', '{{#if x}}y{{/if}}', { x: '   ' }, false, ''],
    ['numbers and booleans are written as text', '{{n}} {{b}}', { n: 0, b: true }, false, '0 true'],
    ['0 counts as a value for {{#if}}', '{{#if n}}has{{/if}}', { n: 0 }, false, 'has'],
    ['lists are joined with commas', '{{tags}}', { tags: ['a', 'b'] }, false, 'a, b'],
    ['an unclosed {{#if}} stays as text', 'A {{#if company}}B', vars, false, 'A {{#if company}}B'],
    ['a stray {{/if}} stays as text', 'A{{/if}}B', vars, false, 'A{{/if}}B'],
    ['something that is not a tag stays as text', '{{ first name }} {{#each x}}', vars, false, '{{ first name }} {{#each x}}'],
    ['in html mode every value is HTML-escaped', '<p>{{firstName}}</p>', { firstName: '<script>alert(1)</script>' }, true, '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['in text mode values are not escaped', '{{firstName}}', { firstName: 'A & B' }, false, 'A & B'],
    ['the template itself is not escaped in html mode', '<b>{{x}}</b>', { x: 'y' }, true, '<b>y</b>'],
  ])('%s', (_label, template, v, html, expected) => {
    expect(renderTemplate(template, v, { html })).toBe(expected);
  });
});

describe('renderTemplate: visitor values are data (docs/security.md item 25)', () => {
  test.each<[string, string, Record<string, unknown>, string]>([
    ['a value containing {{x}} is never re-expanded', '{{a}}', { a: '{{b}}', b: 'SECRET' }, '{{b}}'],
    ['a value containing {{#if}} is never compiled', '{{a}}', { a: '{{#if b}}X{{/if}}', b: 'yes' }, '{{#if b}}X{{/if}}'],
    ['a value with a closing tag does not close the template block', '{{#if a}}[{{a}}]{{/if}}', { a: 'v{{/if}}w' }, '[v{{/if}}w]'],
    ['constructor resolves only to an own property', '[{{constructor}}]', {}, '[]'],
    ['__proto__ resolves only to an own property', '[{{__proto__}}]', {}, '[]'],
    ['toString resolves only to an own property', '[{{toString}}][{{#if hasOwnProperty}}x{{/if}}]', {}, '[][]'],
    ['an own property named constructor is used', '[{{constructor}}]', { constructor: 'c' }, '[c]'],
  ])('%s', (_label, template, v, expected) => {
    expect(renderTemplate(template, v, { html: false })).toBe(expected);
  });

  test('an escaped value stays escaped and un-expanded in html mode', () => {
    expect(renderTemplate('{{a}}', { a: '<b>{{c}}</b>', c: 'x' }, { html: true })).toBe('&lt;b&gt;{{c}}&lt;/b&gt;');
  });
});

describe('renderSubject (docs/requirements.md §3 subjects; docs/security.md item 24 no injected header)', () => {
  test.each<[string, string, Record<string, unknown>, string]>([
    ['renders the default subject', DEFAULT_EMAIL_TEMPLATES.subjectTemplate, { firstName: 'Ada', lastName: 'Lovelace', serviceType: 'Custom Cloning' }, 'New Quote from Ada Lovelace — Custom Cloning'],
    ['CR/LF become spaces', 'Quote from {{firstName}}', { firstName: 'Ada\r\nBcc: x@y.test' }, 'Quote from Ada  Bcc: x@y.test'],
    ['other control characters become spaces', '{{a}}', { a: 'x\u0000y\u0007z\u2028w' }, 'x y z w'],
    ['values are not HTML-escaped in a subject', '{{a}}', { a: 'R&D <lab>' }, 'R&D <lab>'],
  ])('%s', (_label, template, v, expected) => {
    expect(renderSubject(template, v)).toBe(expected);
  });
});

describe('default templates (docs/requirements.md §3 Defaults exist for all six templates)', () => {
  const quote = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    serviceType: 'Custom Cloning',
    projectDescription: 'Clone <GFP>',
    catalogNumber: 'CDS-P011k',
  };
  test.each([
    ["Default subject: 'New Quote from {{firstName}} {{lastName}} — {{serviceType}}'", DEFAULT_EMAIL_TEMPLATES.subjectTemplate, 'New Quote from {{firstName}} {{lastName}} — {{serviceType}}'],
    ["Full subject: 'New Quote (Full) from …'", DEFAULT_EMAIL_TEMPLATES.subjectTemplateFull, 'New Quote (Full) from {{firstName}} {{lastName}} — {{serviceType}}'],
    ["Product subject: 'New Product Quote from {{firstName}} {{lastName}}'", DEFAULT_EMAIL_TEMPLATES.subjectTemplateProduct, 'New Product Quote from {{firstName}} {{lastName}}'],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  test.each(['bodyTemplate', 'bodyTemplateFull', 'bodyTemplateProduct'] as const)('%s renders the given fields, escaped, and leaves out empty optional rows', (key) => {
    const html = renderTemplate(DEFAULT_EMAIL_TEMPLATES[key], quote, { html: true });
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('ada@example.org');
    expect(html).toContain('Clone &lt;GFP&gt;');
    expect(html).not.toContain('{{');
    expect(html).not.toContain('Phone');
    expect(html).not.toContain('Budget');
  });

  test('the product body includes the catalog number', () => {
    expect(DEFAULT_EMAIL_TEMPLATES.bodyTemplateProduct).toContain('{{catalogNumber}}');
    expect(renderTemplate(DEFAULT_EMAIL_TEMPLATES.bodyTemplateProduct, quote, { html: true })).toContain('CDS-P011k');
  });

  test('the default bodies only use the documented keys', () => {
    const used = new Set<string>();
    for (const body of [DEFAULT_EMAIL_TEMPLATES.bodyTemplate, DEFAULT_EMAIL_TEMPLATES.bodyTemplateFull, DEFAULT_EMAIL_TEMPLATES.bodyTemplateProduct]) {
      for (const m of body.matchAll(/\{\{\s*(?:#if\s+)?(\w+)\s*\}\}/g)) used.add(m[1]);
    }
    for (const key of used) expect(QUOTE_TEMPLATE_KEYS).toContain(key);
  });

  test('the contact template renders its keys', () => {
    const v = { firstName: 'Ada', lastName: 'L', email: 'a@b.test', company: '', subject: 'General Inquiry', message: 'Hello\nthere' };
    expect(renderSubject(CONTACT_EMAIL_TEMPLATE.subject, v)).toBe('New Contact Message from Ada L — General Inquiry');
    const body = renderTemplate(CONTACT_EMAIL_TEMPLATE.body, v, { html: true });
    expect(body).toContain('Hello\nthere');
    expect(body).not.toContain('Company');
    for (const m of CONTACT_EMAIL_TEMPLATE.body.matchAll(/\{\{\s*(?:#if\s+)?(\w+)\s*\}\}/g)) expect(CONTACT_TEMPLATE_KEYS).toContain(m[1]);
  });
});

describe('selectQuoteTemplate (docs/requirements.md §2 three templates: default, full quote form, product quote)', () => {
  test.each([
    ['default', { subjectKey: 'subjectTemplate', bodyKey: 'bodyTemplate' }],
    ['full', { subjectKey: 'subjectTemplateFull', bodyKey: 'bodyTemplateFull' }],
    ['product', { subjectKey: 'subjectTemplateProduct', bodyKey: 'bodyTemplateProduct' }],
  ] as const)('%s', (kind, expected) => {
    expect(selectQuoteTemplate(kind)).toEqual(expected);
  });
});
