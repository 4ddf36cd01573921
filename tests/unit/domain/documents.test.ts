// Product documents (docs/documents.md): lot keys, bulk file names, the PDF content check and the citation
// formats, one row per rule, compared against exact expected text.
import { inflateSync } from 'node:zlib';
import {
  checkPdf,
  coaLookupPath,
  cleanPdfFileName,
  coaContactHref,
  coaNotFoundMessage,
  formatBibtex,
  formatCitation,
  formatRis,
  invoiceFileName,
  purchaseOrderFileName,
  MAX_DOCUMENT_BYTES,
  normalizeCatalogNumber,
  normalizeLot,
  normalizeRrid,
  parseBulkFileName,
  PDF_MESSAGES,
  type CitationInput,
} from '@/lib/domain/documents';
import { HOSTILE_FILES, makePdf } from '@/tests/helpers/pdf';

describe('normalizeLot: exact match, ignoring case and surrounding spaces', () => {
  test.each([
    ['plain lot keeps its text, key is lower case', 'LOT2024A', { ok: true, display: 'LOT2024A', key: 'lot2024a' }],
    ['surrounding spaces are ignored', '  ab-12.3  ', { ok: true, display: 'ab-12.3', key: 'ab-12.3' }],
    ['inner runs of spaces become one', 'A  B', { ok: true, display: 'A B', key: 'a b' }],
    ['underscore is allowed', 'L_01', { ok: true, display: 'L_01', key: 'l_01' }],
  ])('%s', (_label, input, expected) => {
    expect(normalizeLot(input)).toEqual(expected);
  });

  test.each([
    ['empty', '', 'Lot number is required'],
    ['only spaces', '   ', 'Lot number is required'],
    ['not text', 42, 'Lot number is required'],
    ['NUL', 'A\u0000B', 'Lot number must not contain control characters'],
    ['newline', 'A\nB', 'Lot number must not contain control characters'],
    ['path traversal', '../etc/passwd', "Lot number may only contain letters, digits, spaces, '.', '-' and '_'"],
    ['slash', 'A/B', "Lot number may only contain letters, digits, spaces, '.', '-' and '_'"],
    ['double dot', 'A..B', "Lot number may only contain letters, digits, spaces, '.', '-' and '_'"],
    ['percent', 'A%2e', "Lot number may only contain letters, digits, spaces, '.', '-' and '_'"],
    ['over-long', 'A'.repeat(65), 'Lot number is too long (at most 64 characters)'],
  ])('refused: %s', (_label, input, error) => {
    expect(normalizeLot(input)).toEqual({ ok: false, error });
  });

  test('64 characters are accepted', () => expect(normalizeLot('A'.repeat(64)).ok).toBe(true));
});

describe('normalizeCatalogNumber', () => {
  test.each([
    [' badm3362 ', { ok: true, display: 'badm3362', key: 'badm3362' }],
    ['BA-1001+', null],
    ['..\\x', "Catalog number may only contain letters, digits, spaces, '.', '-', '_' and '+'"],
    ['X'.repeat(101), 'Catalog number is too long (at most 100 characters)'],
  ])('%j', (input, expected) => {
    const r = normalizeCatalogNumber(input);
    if (expected === null) expect(r).toEqual({ ok: false, error: expect.any(String) });
    else if (typeof expected === 'string') expect(r).toEqual({ ok: false, error: expected });
    else expect(r).toEqual(expected);
  });
});

describe('normalizeRrid', () => {
  test.each([
    ['', { ok: true, value: '' }],
    [null, { ok: true, value: '' }],
    ['RRID:AB_2336877', { ok: true, value: 'AB_2336877' }],
    ['rrid: Addgene_12345 ', { ok: true, value: 'Addgene_12345' }],
    ['CVCL_0030', { ok: true, value: 'CVCL_0030' }],
    ['AB2336877', { ok: false, error: "RRID must look like 'AB_2336877' or 'Addgene_12345' (a prefix, '_', an identifier)" }],
    ['<script>_1', { ok: false, error: "RRID must look like 'AB_2336877' or 'Addgene_12345' (a prefix, '_', an identifier)" }],
  ])('%j', (input, expected) => expect(normalizeRrid(input)).toEqual(expected));
});

describe('parseBulkFileName: {catalogNumber}_{lot}.pdf', () => {
  const known = ['BADM3362', 'BAL100688', 'AB_1'];
  test.each([
    ['catalogue number and lot', 'BADM3362_L2401.pdf', undefined, { ok: true, catalogNumber: 'BADM3362', lot: 'L2401' }],
    ['upper-case extension', 'BADM3362_L2401.PDF', undefined, { ok: true, catalogNumber: 'BADM3362', lot: 'L2401' }],
    ['folder part dropped', 'C:\\scans\\BADM3362_L2401.pdf', undefined, { ok: true, catalogNumber: 'BADM3362', lot: 'L2401' }],
    ['lot may hold an underscore (first _ splits)', 'BADM3362_L_01.pdf', undefined, { ok: true, catalogNumber: 'BADM3362', lot: 'L_01' }],
    ['known numbers: matched case-insensitively, shop spelling kept', 'badm3362_x9.pdf', known, { ok: true, catalogNumber: 'BADM3362', lot: 'x9' }],
    ['known numbers: longest prefix wins for a number with _', 'AB_1_LOT7.pdf', known, { ok: true, catalogNumber: 'AB_1', lot: 'LOT7' }],
    ['known numbers: unknown number named', 'ZZZ9_L1.pdf', known, { ok: false, error: 'No product has catalog number ZZZ9' }],
    ['not a pdf name', 'BADM3362_L2401.docx', undefined, { ok: false, error: 'The file name does not end in .pdf' }],
    ['no lot part', 'BADM3362.pdf', undefined, { ok: false, error: 'The file name is not {catalogNumber}_{lot}.pdf' }],
    ['empty lot', 'BADM3362_.pdf', undefined, { ok: false, error: 'Lot number is required' }],
    ['leading underscore', '_L1.pdf', undefined, { ok: false, error: 'The file name is not {catalogNumber}_{lot}.pdf' }],
    ['bad lot characters', 'BADM3362_a%b.pdf', undefined, { ok: false, error: "Lot number may only contain letters, digits, spaces, '.', '-' and '_'" }],
  ])('%s: %s', (_label, name, k, expected) => {
    expect(parseBulkFileName(name, k)).toEqual(expected);
  });
});

describe('checkPdf: accepted by content, not by name', () => {
  const inflate = (b: Uint8Array) => inflateSync(b);
  test('a complete PDF is accepted', () => {
    expect(checkPdf(makePdf())).toEqual({ ok: true, version: '1.7', objects: 5 });
  });
  test('PDF 2.0 is accepted', () => expect(checkPdf(makePdf({ version: '2.0' }))).toMatchObject({ ok: true, version: '2.0' }));
  test('an object stream without active content is accepted', () => {
    expect(checkPdf(makePdf({ objStm: '7 0 << /Type /Annot /Subtype /Text >>' }), { inflate })).toMatchObject({ ok: true });
  });

  test.each([
    ['empty file', () => Buffer.alloc(0), PDF_MESSAGES.empty],
    ['HTML renamed .pdf', HOSTILE_FILES.html, PDF_MESSAGES.notPdf],
    ['SVG renamed .pdf', HOSTILE_FILES.svg, PDF_MESSAGES.notPdf],
    ['header only', () => Buffer.from('%PDF-1.7\n'), PDF_MESSAGES.truncated],
    ['truncated PDF', HOSTILE_FILES.truncated, PDF_MESSAGES.truncated],
    ['startxref pointing past the end', () => Buffer.from(makePdf().toString('latin1').replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1'), PDF_MESSAGES.truncated],
    ['startxref pointing at nothing', () => Buffer.from(makePdf().toString('latin1').replace(/startxref\n\d+/, 'startxref\n12'), 'latin1'), PDF_MESSAGES.truncated],
    ['/JavaScript action', HOSTILE_FILES.javascript, PDF_MESSAGES.active('JavaScript')],
    ['/Launch action', HOSTILE_FILES.launch, PDF_MESSAGES.active('Launch')],
    ['/JS hidden by #-escapes', () => makePdf({ extraObjects: ['<< /S /J#61vaScript >>'] }), PDF_MESSAGES.active('JavaScript')],
    ['embedded file', () => makePdf({ extraObjects: ['<< /Type /EmbeddedFile >>'] }), PDF_MESSAGES.active('EmbeddedFile')],
    ['/JS inside a compressed object stream', () => makePdf({ objStm: '7 0 << /S /JavaScript /JS (x) >>' }), PDF_MESSAGES.active('JavaScript')],
  ])('refused: %s', (_label, make, error) => {
    expect(checkPdf(make(), { inflate })).toEqual({ ok: false, error });
  });

  test('a compressed object stream without an inflater is refused as unreadable', () => {
    expect(checkPdf(makePdf({ objStm: '7 0 << >>' }))).toEqual({ ok: false, error: PDF_MESSAGES.unreadable });
  });
  test('over 20 MB is refused before any parsing', () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n', 0, 'latin1');
    expect(checkPdf(big)).toEqual({ ok: false, error: PDF_MESSAGES.tooLarge });
  });
});

describe('cleanPdfFileName: safe in Content-Disposition', () => {
  test.each([
    [['COA', 'BADM3362', 'L2401'], 'COA_BADM3362_L2401.pdf'],
    [['SDS', 'Ünïcode name"; x=1'], 'SDS_Unicode-name-x-1.pdf'],
    [['../../etc', 'passwd'], 'etc_passwd.pdf'],
    [[''], 'document.pdf'],
  ])('%j → %s', (parts, expected) => expect(cleanPdfFileName(parts)).toBe(expected));
});

describe('invoiceFileName: the invoice number, safe in Content-Disposition', () => {
  test.each([
    ['INV-2026-0042', 'INV-2026-0042.pdf'],
    ['  INV 2026/0042 ', 'INV-2026-0042.pdf'],
    ['INV"; filename=evil.html', 'INV-filename-evil.html.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['INV\r\nSet-Cookie: x=1', 'INV-Set-Cookie-x-1.pdf'],
    ['Rechnung Nr. 7 – März', 'Rechnung-Nr.-7-Marz.pdf'],
    ['', 'invoice.pdf'],
    ['///', 'invoice.pdf'],
    [null, 'invoice.pdf'],
  ])('%j → %s', (number, expected) => expect(invoiceFileName(number)).toBe(expected));

  test('never longer than 124 characters', () => expect(invoiceFileName('A'.repeat(500))).toHaveLength(124));
});

describe('purchaseOrderFileName: "PO_" and the customer’s PO number, safe in Content-Disposition', () => {
  test.each([
    ['PO-2026-0042', 'PO_PO-2026-0042.pdf'],
    ['4711', 'PO_4711.pdf'],
    ['  Bestellung 7/2026 ', 'PO_Bestellung-7-2026.pdf'],
    ['x"; filename=evil.html', 'PO_x-filename-evil.html.pdf'],
    ['../../etc/passwd', 'PO_etc-passwd.pdf'],
    ['', 'PO.pdf'],
    [null, 'PO.pdf'],
  ])('%j → %s', (number, expected) => expect(purchaseOrderFileName(number)).toBe(expected));
});

const base: CitationInput = {
  supplier: 'BioArk',
  productName: 'CAG-GFP Lentivirus',
  catalogNumber: 'BADM3362',
  url: 'https://bioark.example/products/cag-gfp',
};

describe('formatCitation: Name (Supplier, Cat# X, Lot Y, RRID:Z)', () => {
  test.each([
    ['name and catalogue number', base, 'CAG-GFP Lentivirus (BioArk, Cat# BADM3362)'],
    ['with lot', { ...base, lot: 'L2401' }, 'CAG-GFP Lentivirus (BioArk, Cat# BADM3362, Lot L2401)'],
    ['with RRID', { ...base, rrid: 'Addgene_12345' }, 'CAG-GFP Lentivirus (BioArk, Cat# BADM3362, RRID:Addgene_12345)'],
    ['with lot and RRID', { ...base, lot: 'L2401', rrid: 'AB_1' }, 'CAG-GFP Lentivirus (BioArk, Cat# BADM3362, Lot L2401, RRID:AB_1)'],
    ['blank lot is left out, new lines flattened', { ...base, productName: 'A\nB', lot: '  ' }, 'A B (BioArk, Cat# BADM3362)'],
  ])('%s', (_label, input, expected) => expect(formatCitation(input)).toBe(expected));
});

describe('formatRis', () => {
  test('without lot and RRID', () => {
    expect(formatRis(base)).toBe(
      [
        'TY  - GEN',
        'TI  - CAG-GFP Lentivirus',
        'AU  - BioArk',
        'PB  - BioArk',
        'ID  - BADM3362',
        'M1  - Cat# BADM3362',
        'UR  - https://bioark.example/products/cag-gfp',
        'N1  - CAG-GFP Lentivirus (BioArk, Cat# BADM3362)',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });
  test('with lot and RRID; a new line in a value cannot start a new tag', () => {
    expect(formatRis({ ...base, productName: 'X\r\nER  - ', lot: 'L1', rrid: 'AB_1' })).toBe(
      [
        'TY  - GEN',
        'TI  - X ER -',
        'AU  - BioArk',
        'PB  - BioArk',
        'ID  - BADM3362',
        'M1  - Cat# BADM3362',
        'M2  - Lot L1',
        'M3  - RRID:AB_1',
        'UR  - https://bioark.example/products/cag-gfp',
        'N1  - X ER - (BioArk, Cat# BADM3362, Lot L1, RRID:AB_1)',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });
});

describe('formatBibtex', () => {
  test('without lot and RRID', () => {
    expect(formatBibtex(base)).toBe(
      [
        '@misc{bioark_badm3362,',
        '  title = {{CAG-GFP Lentivirus}},',
        '  author = {{BioArk}},',
        '  publisher = {BioArk},',
        '  note = {Cat\\# BADM3362},',
        '  url = {https://bioark.example/products/cag-gfp},',
        '}',
        '',
      ].join('\n'),
    );
  });
  test('with lot and RRID; TeX specials escaped', () => {
    expect(formatBibtex({ ...base, productName: '50% T_m {x} & $y', lot: 'L_1', rrid: 'AB_1' })).toBe(
      [
        '@misc{bioark_badm3362_l1,',
        '  title = {{50\\% T\\_m \\{x\\} \\& \\$y}},',
        '  author = {{BioArk}},',
        '  publisher = {BioArk},',
        '  note = {Cat\\# BADM3362, Lot L\\_1, RRID:AB\\_1},',
        '  url = {https://bioark.example/products/cag-gfp},',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe('COA not found', () => {
  test('message names lot and catalogue number', () => {
    expect(coaNotFoundMessage('BADM3362', 'L9')).toBe('No certificate for lot L9 of BADM3362 — contact support');
  });
  test('contact link is prefilled', () => {
    expect(coaContactHref('BADM3362', 'L9')).toBe(
      '/contact?subject=technical&message=Please+send+me+the+certificate+of+analysis+for+lot+L9+of+catalog+number+BADM3362.',
    );
  });
});

describe('RRID as a product field (editor, import and export)', () => {
  // Imported lazily so this file's other rules do not depend on the catalogue module.
  const load = () => import('@/lib/domain/catalog-admin');
  test.each([
    ['RRID:AB_2336877', { rrid: 'AB_2336877' }, undefined],
    ['  Addgene_12345 ', { rrid: 'Addgene_12345' }, undefined],
    ['', { rrid: null }, undefined],
    ['not an rrid', { rrid: null }, "RRID must look like 'AB_2336877' or 'Addgene_12345' (a prefix, '_', an identifier)"],
  ])('editor: %j', async (text, values, error) => {
    const { parseProductForm, EMPTY_PRODUCT_FORM } = await load();
    const r = parseProductForm({ ...EMPTY_PRODUCT_FORM, name: 'X', rrid: text });
    expect(r.values).toMatchObject(values);
    expect(r.errors.rrid).toBe(error);
  });
  test('export carries it in details; import applies it', async () => {
    const { applyDetail, detailOf, EMPTY_PRODUCT_VALUES } = await load();
    expect(detailOf({ ...EMPTY_PRODUCT_VALUES, rrid: 'AB_1' }).rrid).toBe('AB_1');
    expect(applyDetail(EMPTY_PRODUCT_VALUES, { rrid: 'RRID:AB_2' }, 'details.x', []).rrid).toBe('AB_2');
    expect(applyDetail({ ...EMPTY_PRODUCT_VALUES, rrid: 'AB_2' }, { rrid: null }, 'details.x', []).rrid).toBeNull();
  });
});

describe('coaLookupPath: the prefilled lookup a shipped e-mail links to', () => {
  test.each([
    ['BADM3362', 'L2311-07', '/documents?catalogNumber=BADM3362&lot=L2311-07'],
    [' badm3362 ', ' l2311-07 ', '/documents?catalogNumber=badm3362&lot=l2311-07'], // trimmed; the lookup ignores case
    ['BADM3362', '', null],
    ['BADM3362', '../../etc/passwd', null],
    ['', 'L1', null],
  ])('%p + %p → %p', (catalogNumber, lot, expected) => expect(coaLookupPath(catalogNumber, lot)).toBe(expected));
});
