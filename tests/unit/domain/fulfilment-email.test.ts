import {
  DEFAULT_FULFILMENT_TEMPLATES,
  FULFILMENT_EMAIL_KINDS,
  effectiveFulfilmentTemplates,
  renderFulfilmentEmail,
  sampleFulfilmentEmailInput,
} from '@/lib/domain/fulfilment-email';

describe('customer e-mails after payment', () => {
  test('shipped: carrier, tracking link, lot numbers, in HTML and text', () => {
    const mail = renderFulfilmentEmail(null, sampleFulfilmentEmailInput('shipped'));
    expect(mail.subject).toBe('Your BioArk order #AB12CD34 has shipped');
    expect(mail.html).toContain('<a href="https://www.ups.com/track?tracknum=1Z999AA10123456784">1Z999AA10123456784</a>');
    expect(mail.html).toContain('Lot numbers: L2311-07');
    expect(mail.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mail.text).toContain('2 × GN8K DNA Marker (500 μL), Cat. No. BADM3362 — Lot L2311-07');
  });

  test('shipped with certificate links: one line per lot with its lookup link, in HTML and text', () => {
    const input = sampleFulfilmentEmailInput('shipped');
    if (input.kind !== 'shipped') throw new Error('kind');
    const url = 'https://shop.example/documents?catalogNumber=BADM3362&lot=L2311-07';
    const mail = renderFulfilmentEmail(null, { ...input, lines: [{ ...input.lines[0], certificateUrl: url }, { ...input.lines[0], certificateUrl: url }] });
    expect(mail.html).toContain('<p><strong>Certificates of analysis</strong></p><p style="white-space:pre-line">BADM3362, lot L2311-07: https://shop.example/documents?catalogNumber=BADM3362&amp;lot=L2311-07</p>');
    expect(mail.html).not.toContain('Quote the lot number');
    expect(mail.text).toContain(`Certificates of analysis:\nBADM3362, lot L2311-07: ${url}\n`);
    expect(mail.text.match(/BADM3362, lot L2311-07:/g)).toHaveLength(1);
  });

  test('refunded: the amount and the running total', () => {
    const mail = renderFulfilmentEmail(null, sampleFulfilmentEmailInput('refunded'));
    expect(mail.subject).toBe('Refund of $48.00 for your BioArk order #AB12CD34');
    expect(mail.text).toContain('In total $48.00 of $166.00 has been refunded.');
  });

  test('cancelled: says what was refunded', () => {
    const mail = renderFulfilmentEmail(null, sampleFulfilmentEmailInput('canceled'));
    expect(mail.subject).toBe('Your BioArk order #AB12CD34 was cancelled');
    expect(mail.html).toContain('We have refunded <strong>$166.00</strong>');
  });

  test('values are HTML-escaped; a lot number cannot inject markup', () => {
    const input = sampleFulfilmentEmailInput('shipped');
    if (input.kind !== 'shipped') throw new Error('kind');
    const mail = renderFulfilmentEmail(null, { ...input, customerName: '<script>x</script>', lines: [{ ...input.lines[0], lotNumber: '<img src=x>' }] });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x&gt;');
  });

  test('an edited template is used; a blank one falls back to the default', () => {
    const edited = renderFulfilmentEmail({ subjectTemplateShipped: 'On its way: {{reference}}', bodyTemplateShipped: '  ' }, sampleFulfilmentEmailInput('shipped'));
    expect(edited.subject).toBe('On its way: AB12CD34');
    expect(edited.html).toContain('Track your parcel');
    expect(effectiveFulfilmentTemplates({ subjectTemplateRefunded: '' }).subjectTemplateRefunded).toBe(DEFAULT_FULFILMENT_TEMPLATES.subjectTemplateRefunded);
  });

  test.each(FULFILMENT_EMAIL_KINDS)('%s: a subject with a line break cannot inject headers', (kind) => {
    const mail = renderFulfilmentEmail({ subjectTemplateShipped: 'a\r\nBcc: x@y', subjectTemplateRefunded: 'a\r\nBcc: x@y', subjectTemplateCanceled: 'a\r\nBcc: x@y' }, sampleFulfilmentEmailInput(kind));
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
