import 'server-only';
// The manuals a product lists (docs/documents.md "Manuals"): /manuals/{file}.pdf is generated from the data of the
// visible product whose manuals name that exact address, with the PDF writer of the offers (pdfkit, standard
// fonts). Nothing is stored; a listed manual's bytes are kept in the data cache under the products tag, so any
// product edit renders them afresh. Safety data sheets are never generated (isSafetyDataSheet).
import { and, asc, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { companyInfo } from '@/content/company';
import { isSafetyDataSheet, manualUrlFromFileName, markdownBlocks, type TextRun } from '@/lib/domain/manuals';
import { pdfText } from '@/lib/domain/pdf-text';
import { reshapeProduct, VISIBLE_PRODUCT } from '@/lib/server/catalog';
import { TAGS, cachedRead } from '@/lib/server/cache';
import { SITE_NAME } from '@/lib/site';
import type { Product } from '@/lib/types/catalog';

export type ManualPdfInput = Pick<Product, 'name' | 'catalogNumber' | 'description' | 'quoteOnly' | 'options' | 'keyFeatures' | 'specifications' | 'fragmentSize' | 'storageStability' | 'performanceData' | 'contentText' | 'updatedAt'> & { title: string };

export const RESEARCH_USE_NOTICE = 'For research use only. Not for use in diagnostic procedures.';

/** The visible product listing exactly this manual address, and the manual; null for anything else or an SDS. */
export async function findListedManual(url: string): Promise<{ product: Product; title: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(VISIBLE_PRODUCT, sql`${products.manuals} @> ${JSON.stringify([{ url }])}::jsonb`))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1);
  const manual = row?.manuals.find((m) => m.url === url);
  if (!row || !manual || isSafetyDataSheet(manual)) return null;
  return { product: reshapeProduct(row), title: manual.title };
}

/** The PDF for a /manuals/ file name, or null (not a safe name, not listed by a visible product, an SDS). */
export async function getManualPdf(file: string): Promise<{ bytes: Buffer; downloadName: string } | null> {
  const url = manualUrlFromFileName(file);
  if (!url) return null;
  // The lookup is not cached, so a flood of made-up names adds nothing to the cache (docs/security.md item 33);
  // the rendering is, per listed manual and product version. The data cache keeps JSON: bytes travel as base64.
  const found = await findListedManual(url);
  if (!found) return null;
  const { product, title } = found;
  const render = async () => (await renderManualPdf({ ...product, title })).toString('base64');
  const base64 = await cachedRead(render, ['manuals:pdf', url, product.id, String(product.version), title], [TAGS.products, TAGS.product(product.id)])();
  return { bytes: Buffer.from(base64, 'base64'), downloadName: file };
}

export function renderManualPdf(m: ManualPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      bufferPages: true,
      info: {
        Title: pdfText(m.title),
        Subject: pdfText(`${m.name} (${m.catalogNumber})`),
        Author: SITE_NAME,
        Creator: SITE_NAME,
        CreationDate: new Date(m.updatedAt),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const ink = '#0f172a';
    const muted = '#64748b';
    const accent = '#0e7490';
    const pageBottom = () => doc.page.height - doc.page.margins.bottom;

    const runs = (list: TextRun[], opts: { indent?: number } = {}) => {
      const x = left + (opts.indent ?? 0);
      const w = width - (opts.indent ?? 0);
      list.forEach((r, i) => {
        doc.font(r.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).fillColor(ink);
        const continued = i < list.length - 1;
        if (i === 0) doc.text(pdfText(r.text), x, doc.y, { width: w, continued });
        else doc.text(pdfText(r.text), { continued });
      });
    };
    const heading = (title: string) => {
      // a heading never sits alone at the foot of a page
      if (doc.y + 60 > pageBottom()) doc.addPage();
      doc.moveDown(0.9);
      doc.fillColor(accent).font('Helvetica-Bold').fontSize(11).text(pdfText(title).toUpperCase(), left, doc.y, { width });
      doc.moveDown(0.3);
    };
    const paragraph = (text: string) => runs([{ text, bold: false }]);
    const item = (marker: string, list: TextRun[]) => {
      // the marker and the first line of its text on the same page
      doc.font('Helvetica').fontSize(10).fillColor(ink);
      if (doc.y + 2 * doc.currentLineHeight(true) > pageBottom()) doc.addPage();
      const y = doc.y;
      doc.text(marker, left + 4, y, { width: 14 });
      doc.y = y;
      runs(list, { indent: 20 });
      doc.moveDown(0.2);
    };
    const items = (list: string[]) => {
      for (const text of list) item('\u2022', [{ text, bold: false }]);
    };
    const markdown = (md: string) => {
      for (const block of markdownBlocks(md)) {
        if (block.kind === 'heading') {
          if (doc.y + 40 > pageBottom()) doc.addPage();
          doc.moveDown(0.4);
          runs(block.runs.map((r) => ({ ...r, bold: true })));
          doc.moveDown(0.2);
        } else if (block.kind === 'item') item(block.marker, block.runs);
        else {
          runs(block.runs);
          doc.moveDown(0.5);
        }
      }
    };

    doc.fillColor(accent).font('Helvetica-Bold').fontSize(18).text(SITE_NAME, left, 54);
    doc.fillColor(muted).font('Helvetica').fontSize(9).text(pdfText(`Cat. No. ${m.catalogNumber}`), left, 60, { width, align: 'right' });
    doc.moveDown(1.6);
    doc.fillColor(ink).font('Helvetica-Bold').fontSize(17).text(pdfText(m.title), left, doc.y, { width });
    doc.moveDown(0.2);
    doc.fillColor(muted).font('Helvetica').fontSize(11).text(pdfText(`${m.name}  \u00b7  Catalogue number ${m.catalogNumber}`), { width });
    doc.moveTo(left, doc.y + 8).lineTo(left + width, doc.y + 8).strokeColor('#cbd5e1').lineWidth(0.7).stroke();
    doc.y += 12;

    if (m.description.trim()) {
      heading('Description');
      paragraph(m.description);
    }
    if (m.options.length) {
      heading(m.quoteOnly ? 'Options' : 'Pack sizes');
      items(m.options.map((o) => o.label));
    }
    if (m.keyFeatures.length) {
      heading('Key features');
      items(m.keyFeatures);
    }
    const specifications = [...(m.fragmentSize ? [`Fragment size: ${m.fragmentSize}`] : []), ...m.specifications];
    if (specifications.length) {
      heading('Specifications');
      items(specifications);
    }
    if (m.storageStability.trim()) {
      heading('Storage and stability');
      paragraph(m.storageStability);
    }
    if (m.performanceData.trim()) {
      heading('Performance data');
      markdown(m.performanceData);
    }
    if (m.contentText?.trim()) {
      heading('Details');
      markdown(m.contentText);
    }

    // The notice and the company on every page, below the text area.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 42;
      doc.moveTo(left, y - 6).lineTo(left + width, y - 6).strokeColor('#e2e8f0').lineWidth(0.5).stroke();
      doc.fillColor(muted).font('Helvetica').fontSize(8);
      doc.text(pdfText(`${RESEARCH_USE_NOTICE}  \u00b7  ${companyInfo.legalName}`), left, y, { width: width - 60, lineBreak: false });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, left + width - 60, y, { width: 60, align: 'right', lineBreak: false });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
  });
}
