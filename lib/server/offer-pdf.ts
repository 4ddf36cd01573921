import 'server-only';
// The offer as a PDF (docs/offers.md), rendered with pdfkit: a maintained, pure-JavaScript PDF writer with the
// standard fonts built in (no browser, no native binary), so it runs in the server process and in jest alike.
// Only the offer's own stored fields go in; the file is written once at Send and kept in storage.
import PDFDocument from 'pdfkit';
import { formatCents } from '@/lib/domain/money';
import { lineTotalCents, offerReference } from '@/lib/domain/offers';
import { pdfText } from '@/lib/domain/pdf-text';
import type { OfferView } from '@/lib/types/offers';
import { SITE_NAME } from '@/lib/site';

export type OfferPdfInput = Pick<OfferView, 'number' | 'version' | 'customerName' | 'customerEmail' | 'institution' | 'lines' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents' | 'taxNote' | 'terms' | 'note' | 'validUntil'> & { issuedAt: Date };

export function renderOfferPdf(o: OfferPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: `Offer ${offerReference(o.number, o.version)}`, Author: SITE_NAME, Creator: SITE_NAME },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    const ink = '#0f172a';
    const muted = '#64748b';

    doc.fillColor('#0e7490').font('Helvetica-Bold').fontSize(20).text(SITE_NAME, left, 54);
    doc.fillColor(ink).fontSize(16).text(`Offer ${offerReference(o.number, o.version)}`, left, 54, { width, align: 'right' });
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(10).fillColor(muted);
    doc.text(`Issued ${o.issuedAt.toISOString().slice(0, 10)}  ·  Valid until ${o.validUntil}  ·  Currency USD`, { width, align: 'right' });
    doc.moveDown(1.2);

    doc.fillColor(muted).fontSize(9).text('PREPARED FOR', left);
    doc.fillColor(ink).font('Helvetica-Bold').fontSize(11).text(pdfText(o.customerName || o.customerEmail));
    doc.font('Helvetica').fontSize(10);
    if (o.institution) doc.text(pdfText(o.institution));
    doc.text(pdfText(o.customerEmail));
    doc.moveDown(1.2);

    // The lines table: description (with catalogue number and option), quantity, unit price, amount.
    const cols = { desc: left, qty: left + width * 0.58, unit: left + width * 0.68, amount: left + width * 0.84 };
    const header = (y: number) => {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(muted);
      doc.text('DESCRIPTION', cols.desc, y);
      doc.text('QTY', cols.qty, y, { width: width * 0.08, align: 'right' });
      doc.text('UNIT PRICE', cols.unit, y, { width: width * 0.15, align: 'right' });
      doc.text('AMOUNT', cols.amount, y, { width: width * 0.16, align: 'right' });
      doc.moveTo(left, y + 14).lineTo(right, y + 14).strokeColor('#cbd5e1').lineWidth(0.7).stroke();
      return y + 20;
    };
    let y = header(doc.y);
    for (const line of o.lines) {
      const detail = line.kind === 'product' ? [line.catalogNumber, line.variant && line.variant !== 'Default' ? line.variant : ''].filter(Boolean).join(' · ') : 'Service';
      doc.font('Helvetica').fontSize(10);
      const descHeight = doc.heightOfString(pdfText(line.description), { width: width * 0.56 }) + 13;
      if (y + descHeight > doc.page.height - 160) {
        doc.addPage();
        y = header(54);
      }
      doc.fillColor(ink).font('Helvetica').fontSize(10).text(pdfText(line.description), cols.desc, y, { width: width * 0.56 });
      doc.fillColor(muted).fontSize(8.5).text(pdfText(detail), cols.desc, doc.y + 1, { width: width * 0.56 });
      doc.fillColor(ink).fontSize(10);
      doc.text(String(line.quantity), cols.qty, y, { width: width * 0.08, align: 'right' });
      doc.text(formatCents(line.unitPriceCents), cols.unit, y, { width: width * 0.15, align: 'right' });
      doc.text(formatCents(lineTotalCents(line)), cols.amount, y, { width: width * 0.16, align: 'right' });
      y += descHeight + 6;
      doc.moveTo(left, y - 4).lineTo(right, y - 4).strokeColor('#e2e8f0').lineWidth(0.5).stroke();
    }

    const totalRow = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10).fillColor(ink);
      doc.text(label, cols.unit - width * 0.2, y, { width: width * 0.35, align: 'right' });
      doc.text(value, cols.amount, y, { width: width * 0.16, align: 'right' });
      y += bold ? 20 : 15;
    };
    y += 6;
    totalRow('Subtotal', formatCents(o.subtotalCents));
    if (o.discountCents > 0) totalRow('Discount', `-${formatCents(o.discountCents)}`);
    totalRow('Shipping', formatCents(o.shippingCents));
    totalRow('Total (USD)', formatCents(o.totalCents), true);

    doc.x = left;
    doc.y = y + 10;
    const block = (title: string, body: string) => {
      if (!body.trim()) return;
      doc.moveDown(0.6);
      doc.fillColor(muted).font('Helvetica-Bold').fontSize(9).text(title.toUpperCase(), left, doc.y, { width });
      doc.fillColor(ink).font('Helvetica').fontSize(10).text(pdfText(body), { width });
    };
    block('Tax', o.taxNote);
    block('Payment terms', o.terms);
    block('Note', o.note);
    doc.moveDown(1.5);
    doc.fillColor(muted).fontSize(8.5).text(`This offer is valid until ${o.validUntil}. Accept it online with the link in your e-mail, by card or with a purchase order.`, left, doc.y, { width });
    doc.end();
  });
}
