// Builds small, structurally valid PDFs (correct xref offsets) for the document tests, and hostile variants.
import { deflateSync, inflateSync } from 'node:zlib';

/** A one-page PDF; `extra` dictionary entries go into the catalog (e.g. '/OpenAction 4 0 R'). */
export function makePdf(opts: { text?: string; catalogExtra?: string; extraObjects?: string[]; objStm?: string; version?: string } = {}): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${opts.text ?? 'Certificate of Analysis'}) Tj ET`;
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${opts.catalogExtra ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(opts.extraObjects ?? []),
  ];
  if (opts.objStm !== undefined) {
    const packed = deflateSync(Buffer.from(opts.objStm, 'latin1'));
    objects.push(Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]));
  }
  const parts: Buffer[] = [Buffer.from(`%PDF-${opts.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

export const HOSTILE_FILES = {
  html: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n'),
  svg: () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n'),
  truncated: () => {
    const pdf = makePdf();
    return pdf.subarray(0, Math.floor(pdf.length * 0.6));
  },
  javascript: () => makePdf({ catalogExtra: '/OpenAction 6 0 R', extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>'] }),
  launch: () => makePdf({ catalogExtra: '/OpenAction 6 0 R', extraObjects: ['<< /Type /Action /S /Launch /F (calc.exe) >>'] }),
};

/**
 * The text shown by a PDF's content streams, one string per text operator joined by newlines: enough to read
 * back what the app's own PDF writer (pdfkit, standard fonts) put in. Flate streams are inflated; hex and
 * literal strings of Tj and TJ are decoded as WinAnsi/latin1.
 */
export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streamRe = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(raw); m; m = streamRe.exec(raw)) {
    const start = m.index + m[0].length;
    const len = /\/Length\s+(\d+)/.exec(m[1]);
    const end = len ? start + Number(len[1]) : raw.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(m[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString('latin1');
    const decodeHex = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex').toString('latin1');
    const decodeLiteral = (s: string) => s.replace(/\\([()\\])/g, '$1');
    const opRe = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g;
    for (let t = opRe.exec(content); t; t = opRe.exec(content)) {
      if (t[1] !== undefined) {
        const parts = [...t[1].matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)].map((p) => (p[1] !== undefined ? decodeHex(p[1]) : decodeLiteral(p[2])));
        out.push(parts.join(''));
      } else if (t[2] !== undefined) out.push(decodeHex(t[2]));
      else out.push(decodeLiteral(t[3]));
    }
  }
  return out.join('\n');
}
