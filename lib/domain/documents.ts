// Product documents (docs/documents.md): lot certificates of analysis (COA), safety data sheets (SDS) and
// 'Cite this product'. Pure rules only — lot and catalogue-number keys, bulk file names, the PDF content check
// and the citation formats — so the browser, the route layer and the tests share one definition.

export const DOCUMENT_KINDS = ['sds', 'coa'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** docs/documents.md: uploads are PDFs of at most 20 MB. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const PDF_MIME_TYPE = 'application/pdf';
export const MAX_LOT_LENGTH = 64;
export const MAX_CATALOG_NUMBER_LENGTH = 100;
export const MAX_RRID_LENGTH = 80;

// ------------------------------------------------------------------------------------------- lots and numbers

// A lot is printed on a tube label: letters, digits and a few separators. Anything else (slashes, dots in a
// row, control characters) is refused rather than cleaned, so a path or a NUL can never become a lookup key.
const LOT_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ._-]*[A-Za-z0-9])?$/;
const CATALOG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 ._+-]*[A-Za-z0-9])?$/;

export type KeyResult = { ok: true; display: string; key: string } | { ok: false; error: string };

function checkValue(raw: unknown, what: string, max: number, pattern: RegExp): KeyResult {
  if (typeof raw !== 'string') return { ok: false, error: `${what} is required` };
  if (/[\u0000-\u001f\u007f]/.test(raw)) return { ok: false, error: `${what} must not contain control characters` };
  const display = raw.trim().replace(/\s+/g, ' ');
  if (!display) return { ok: false, error: `${what} is required` };
  if (display.length > max) return { ok: false, error: `${what} is too long (at most ${max} characters)` };
  if (display.includes('..') || !pattern.test(display)) {
    return { ok: false, error: `${what} may only contain letters, digits, spaces, '.', '-' and '_'` };
  }
  return { ok: true, display, key: display.toLowerCase() };
}

/** Lot numbers match exactly, ignoring case and surrounding spaces: `key` is what is stored and compared. */
export function normalizeLot(raw: unknown): KeyResult {
  return checkValue(raw, 'Lot number', MAX_LOT_LENGTH, LOT_PATTERN);
}

/** Catalogue numbers for a COA lookup follow the same rule (trimmed, case-insensitive). */
export function normalizeCatalogNumber(raw: unknown): KeyResult {
  const r = checkValue(raw, 'Catalog number', MAX_CATALOG_NUMBER_LENGTH, CATALOG_PATTERN);
  return r.ok ? r : { ...r, error: r.error.replace("'.', '-' and '_'", "'.', '-', '_' and '+'") };
}

/** RRID (Research Resource Identifier), stored without the 'RRID:' prefix, e.g. 'AB_2336877'; '' = none. */
export function normalizeRrid(raw: unknown): { ok: true; value: string } | { ok: false; error: string } {
  if (raw === null || raw === undefined) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, error: 'RRID must be text' };
  const value = raw.trim().replace(/^RRID:\s*/i, '');
  if (!value) return { ok: true, value: '' };
  if (value.length > MAX_RRID_LENGTH) return { ok: false, error: `RRID is too long (at most ${MAX_RRID_LENGTH} characters)` };
  if (!/^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9][A-Za-z0-9_:.-]*$/.test(value)) {
    return { ok: false, error: "RRID must look like 'AB_2336877' or 'Addgene_12345' (a prefix, '_', an identifier)" };
  }
  return { ok: true, value };
}

// ---------------------------------------------------------------------------------------------- bulk uploads

export type BulkNameResult = { ok: true; catalogNumber: string; lot: string } | { ok: false; error: string };

/**
 * `{catalogNumber}_{lot}.pdf`. With the shop's catalogue numbers in `known`, the longest one that prefixes the
 * name followed by '_' wins (a catalogue number may itself hold '_'); without, the name splits at the first '_'.
 */
export function parseBulkFileName(fileName: string, known?: readonly string[]): BulkNameResult {
  const base = String(fileName ?? '').split(/[\\/]/).pop() ?? '';
  const m = /^(.*)\.pdf$/i.exec(base.trim());
  if (!m) return { ok: false, error: 'The file name does not end in .pdf' };
  const stem = m[1];
  let catalog: string | null = null;
  let lot: string | null = null;
  if (known && known.length) {
    const lower = stem.toLowerCase();
    const match = known
      .filter((c) => c && lower.startsWith(`${c.trim().toLowerCase()}_`))
      .sort((a, b) => b.trim().length - a.trim().length)[0];
    if (!match) {
      const cut = stem.indexOf('_');
      return { ok: false, error: cut > 0 ? `No product has catalog number ${stem.slice(0, cut)}` : 'The file name is not {catalogNumber}_{lot}.pdf' };
    }
    catalog = match.trim();
    lot = stem.slice(catalog.length + 1);
  } else {
    const cut = stem.indexOf('_');
    if (cut <= 0) return { ok: false, error: 'The file name is not {catalogNumber}_{lot}.pdf' };
    catalog = stem.slice(0, cut);
    lot = stem.slice(cut + 1);
  }
  const c = normalizeCatalogNumber(catalog);
  if (!c.ok) return { ok: false, error: c.error };
  const l = normalizeLot(lot);
  if (!l.ok) return { ok: false, error: l.error };
  return { ok: true, catalogNumber: c.display, lot: l.display };
}

// ------------------------------------------------------------------------------------------------ PDF check

export type PdfCheck = { ok: true; version: string; objects: number } | { ok: false; error: string };

/** PDF name tokens that run code, open other programs or carry files; a PDF naming one is refused. */
export const FORBIDDEN_PDF_NAMES = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'] as const;

export const PDF_MESSAGES = {
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 20 MB.',
  notPdf: 'The file is not a PDF (it does not start with %PDF-). Only PDF files can be uploaded.',
  truncated: 'The PDF is incomplete or damaged (its %%EOF marker, cross-reference table or objects are missing). Upload the complete file.',
  unreadable: 'The PDF holds compressed objects that could not be read; re-save it as a standard PDF and upload again.',
  active: (name: string) => `The PDF contains active content (/${name}), which is not accepted. Remove scripts, launch actions and attachments and upload again.`,
};

function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  const CHUNK = 0x8000;
  for (let i = start; i < end; i += CHUNK) out += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, Math.min(end, i + CHUNK))));
  return out;
}

/** Names in a PDF may escape characters as #xx (/J#61vaScript is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The first forbidden name token in `text`, or null. */
export function findForbiddenPdfName(text: string): string | null {
  const forbidden = new Set<string>(FORBIDDEN_PDF_NAMES);
  const re = /\/([^\s/<>[\]()%{}]+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = decodeName(m[1]);
    if (forbidden.has(name)) return name;
  }
  return null;
}

/**
 * Checks that `bytes` are a complete PDF without active content: %PDF- header, %%EOF near the end, a
 * startxref offset pointing at a cross-reference table or stream, at least one `n g obj … endobj`, and no
 * forbidden name — also inside compressed object streams when `inflate` (zlib, on the server) is given.
 */
export function checkPdf(bytes: Uint8Array, opts: { inflate?: (data: Uint8Array) => Uint8Array } = {}): PdfCheck {
  if (bytes.length === 0) return { ok: false, error: PDF_MESSAGES.empty };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, error: PDF_MESSAGES.tooLarge };
  const head = latin1(bytes, 0, Math.min(bytes.length, 16));
  const version = /^%PDF-(\d\.\d)/.exec(head)?.[1];
  if (!version) return { ok: false, error: PDF_MESSAGES.notPdf };

  const text = latin1(bytes);
  const tail = text.slice(-2048);
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) return { ok: false, error: PDF_MESSAGES.truncated };
  const sx = /startxref\s+(\d{1,12})\s+$/.exec(tail.slice(0, eof));
  if (!sx) return { ok: false, error: PDF_MESSAGES.truncated };
  const offset = Number(sx[1]);
  if (!(offset > 0 && offset < bytes.length)) return { ok: false, error: PDF_MESSAGES.truncated };
  const atXref = text.slice(offset, offset + 40);
  if (!/^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(atXref)) return { ok: false, error: PDF_MESSAGES.truncated };

  const objects = text.match(/(?:^|[\s>\]])\d+\s+\d+\s+obj\b/g)?.length ?? 0;
  const ends = text.match(/\bendobj\b/g)?.length ?? 0;
  if (objects === 0 || ends < objects) return { ok: false, error: PDF_MESSAGES.truncated };

  const named = findForbiddenPdfName(text);
  if (named) return { ok: false, error: PDF_MESSAGES.active(named) };

  // Object streams (PDF 1.5+) keep dictionaries compressed: a /JS there is invisible to the scan above.
  const streamRe = /<<((?:(?!>>\s*stream)[\s\S]){0,2000})>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(text); m; m = streamRe.exec(text)) {
    const dict = m[1];
    if (!/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return { ok: false, error: PDF_MESSAGES.truncated };
    if (!/\/FlateDecode\b/.test(dict) || !opts.inflate) {
      if (/\/Filter\b/.test(dict)) return { ok: false, error: PDF_MESSAGES.unreadable };
      const inner = findForbiddenPdfName(text.slice(start, end));
      if (inner) return { ok: false, error: PDF_MESSAGES.active(inner) };
      continue;
    }
    let inflated: Uint8Array;
    try {
      inflated = opts.inflate(bytes.subarray(start, end));
    } catch {
      return { ok: false, error: PDF_MESSAGES.unreadable };
    }
    const inner = findForbiddenPdfName(latin1(inflated));
    if (inner) return { ok: false, error: PDF_MESSAGES.active(inner) };
  }
  return { ok: true, version, objects };
}

/** A download file name safe in Content-Disposition: ASCII letters, digits, '-', '_' and '.'; ends in .pdf. */
export function cleanPdfFileName(parts: string[], fallback = 'document'): string {
  const stem = parts
    .filter(Boolean)
    .join('_')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 120);
  return `${stem || fallback}.pdf`;
}

/**
 * The name of an invoice PDF wherever it leaves the shop — the customer's download, the invoice e-mail's
 * attachment, the admin's download: the invoice number itself ("INV-2026-0042.pdf"), cleaned like every served
 * PDF name (no quotes, slashes, dot segments or non-ASCII); "invoice.pdf" when nothing of the number survives.
 */
export function invoiceFileName(invoiceNumber: string | null | undefined): string {
  return cleanPdfFileName([invoiceNumber ?? ''], 'invoice');
}

/** The name of a customer's purchase-order PDF in the admin's download and e-mail: "PO_<PO number>.pdf", cleaned the same way. */
export function purchaseOrderFileName(poNumber: string | null | undefined): string {
  // The number is cleaned on its own first, so what it starts or ends with cannot stick to the "PO_".
  const number = cleanPdfFileName([poNumber ?? ''], '').slice(0, -'.pdf'.length);
  return cleanPdfFileName(['PO', number]);
}

// ---------------------------------------------------------------------------------------------- citations

export interface CitationInput {
  /** The supplier, e.g. 'BioArk'. */
  supplier: string;
  productName: string;
  catalogNumber: string;
  lot?: string | null;
  rrid?: string | null;
  /** Absolute product URL. */
  url: string;
}

function oneLine(v: string | null | undefined): string {
  return String(v ?? '')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The methods-section form used by the Resource Identification Initiative:
 * `Name (Supplier, Cat# X, Lot Y, RRID:Z)`; lot and RRID only when known.
 */
export function formatCitation(c: CitationInput): string {
  const parts = [oneLine(c.supplier), `Cat# ${oneLine(c.catalogNumber)}`];
  if (oneLine(c.lot)) parts.push(`Lot ${oneLine(c.lot)}`);
  if (oneLine(c.rrid)) parts.push(`RRID:${oneLine(c.rrid)}`);
  return `${oneLine(c.productName)} (${parts.join(', ')})`;
}

/** RIS (reference managers: EndNote, Zotero, Mendeley). CRLF line ends; `ER  - ` closes the record. */
export function formatRis(c: CitationInput): string {
  const lines = [
    ['TY', 'GEN'],
    ['TI', oneLine(c.productName)],
    ['AU', oneLine(c.supplier)],
    ['PB', oneLine(c.supplier)],
    ['ID', oneLine(c.catalogNumber)],
    ['M1', `Cat# ${oneLine(c.catalogNumber)}`],
    ...(oneLine(c.lot) ? [['M2', `Lot ${oneLine(c.lot)}`]] : []),
    ...(oneLine(c.rrid) ? [['M3', `RRID:${oneLine(c.rrid)}`]] : []),
    ['UR', oneLine(c.url)],
    ['N1', formatCitation(c)],
    ['ER', ''],
  ];
  return lines.map(([tag, value]) => `${tag}  - ${value}`).join('\r\n') + '\r\n';
}

const BIBTEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '^': '\\^{}',
  '~': '\\~{}',
};

function bib(v: string): string {
  return oneLine(v).replace(/[\\{}&%$#_^~]/g, (ch) => BIBTEX_ESCAPES[ch]);
}

/** The BibTeX key: supplier and catalogue number in lower-case letters and digits, e.g. `bioark_badm3362`. */
export function bibtexKey(c: CitationInput): string {
  const clean = (v: string) => oneLine(v).toLowerCase().replace(/[^a-z0-9]+/g, '');
  return [clean(c.supplier) || 'product', clean(c.catalogNumber) || 'item', clean(c.lot ?? '')].filter(Boolean).join('_');
}

/** BibTeX @misc entry; the URL is kept verbatim (url fields are not TeX-escaped). */
export function formatBibtex(c: CitationInput): string {
  const note = [`Cat\\# ${bib(c.catalogNumber)}`];
  if (oneLine(c.lot)) note.push(`Lot ${bib(c.lot!)}`);
  if (oneLine(c.rrid)) note.push(`RRID:${bib(c.rrid!)}`);
  return [
    `@misc{${bibtexKey(c)},`,
    `  title = {{${bib(c.productName)}}},`,
    `  author = {{${bib(c.supplier)}}},`,
    `  publisher = {${bib(c.supplier)}},`,
    `  note = {${note.join(', ')}},`,
    `  url = {${oneLine(c.url).replace(/[{}\s]/g, '')}},`,
    '}',
    '',
  ].join('\n');
}

/** Prefilled /contact link for a COA that is not on file. */
export function coaContactHref(catalogNumber: string, lot: string): string {
  const message = `Please send me the certificate of analysis for lot ${oneLine(lot)} of catalog number ${oneLine(catalogNumber)}.`;
  return `/contact?${new URLSearchParams({ subject: 'technical', message }).toString()}`;
}

/** The answer text when no COA matches (identical whether the catalogue number or the lot is unknown). */
export function coaNotFoundMessage(catalogNumber: string, lot: string): string {
  return `No certificate for lot ${oneLine(lot)} of ${oneLine(catalogNumber)} — contact support`;
}

/**
 * The public page that looks up a lot's certificate, prefilled (and looked up at once) for one catalogue number
 * and lot — the link the "shipped" e-mail gives for each lot. Null when either value is not a valid key.
 */
export function coaLookupPath(catalogNumber: string, lot: string): string | null {
  const c = normalizeCatalogNumber(catalogNumber);
  const l = normalizeLot(lot);
  if (!c.ok || !l.ok) return null;
  return `/documents?${new URLSearchParams({ catalogNumber: c.display, lot: l.display })}`;
}
