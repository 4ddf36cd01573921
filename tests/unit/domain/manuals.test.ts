// Manuals served at /manuals/{file}.pdf (lib/domain/manuals.ts, docs/documents.md "Manuals"): which names are
// addresses, that an SDS is never generated, and the markdown subset the PDF draws.
import { inlineRuns, isSafetyDataSheet, manualUrlFromFileName, markdownBlocks } from '@/lib/domain/manuals';

describe('manualUrlFromFileName', () => {
  test.each([
    ['a catalogue number', 'BADM3362.pdf', '/manuals/BADM3362.pdf'],
    ['a guide with a suffix', 'BAL100688-optimisation.pdf', '/manuals/BAL100688-optimisation.pdf'],
    ['dots and underscores inside', 'VC_CDNA01.v2.pdf', '/manuals/VC_CDNA01.v2.pdf'],
    ['another extension is no manual', 'BADM3362.html', null],
    ['upper-case extension is not listed', 'BADM3362.PDF', null],
    ['".." anywhere is refused', 'a..b.pdf', null],
    ['a leading "../"', '../BADM3362.pdf', null],
    ['an encoded slash', '..%2FBADM3362.pdf', null],
    ['a slash', 'x/BADM3362.pdf', null],
    ['a backslash', 'x\\BADM3362.pdf', null],
    ['a leading dot', '.pdf', null],
    ['a space', 'BADM 3362.pdf', null],
    ['a NUL', 'BADM3362\u0000.pdf', null],
    ['non-ASCII', 'BADM3362\u00b5.pdf', null],
    ['empty', '', null],
    ['too long', `${'a'.repeat(200)}.pdf`, null],
  ])('%s: %p → %p', (_label, file, url) => {
    expect(manualUrlFromFileName(file)).toBe(url);
  });
});

describe('isSafetyDataSheet: an SDS is never generated', () => {
  test.each([
    ['the old seeded entry', { title: 'Safety Data Sheet (SDS)', url: '/manuals/BADM3362-SDS.pdf' }, true],
    ['an SDS address under another title', { title: 'Sheet', url: '/manuals/BADM3362-sds.pdf' }, true],
    ['an SDS title under another address', { title: 'Safety data sheet', url: '/manuals/x.pdf' }, true],
    ['a product manual', { title: 'GN8K DNA Marker — Product Manual', url: '/manuals/BADM3362.pdf' }, false],
    ['SDS-PAGE is not an SDS', { title: 'SDS-PAGE loading protocol', url: '/manuals/BAPM2083-sds-page.pdf' }, false],
  ])('%s → %p', (_label, manual, sds) => {
    expect(isSafetyDataSheet(manual)).toBe(sds);
  });
});

describe('markdownBlocks', () => {
  test('bold runs; an unmatched ** stays text', () => {
    expect(inlineRuns('**Resolution.** On a gel')).toEqual([
      { text: 'Resolution.', bold: true },
      { text: ' On a gel', bold: false },
    ]);
    expect(inlineRuns('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });

  test('headings, bullets, numbered items and paragraphs (lines of a paragraph joined)', () => {
    const md = '## Workflow\n1. **Design** — guides\n2. Cloning\n\n- **Low ROX** — 7500\n* High ROX\n\nFirst line\nsecond line.\n\n\nLast.';
    expect(markdownBlocks(md)).toEqual([
      { kind: 'heading', runs: [{ text: 'Workflow', bold: false }] },
      { kind: 'item', marker: '1.', runs: [{ text: 'Design', bold: true }, { text: ' — guides', bold: false }] },
      { kind: 'item', marker: '2.', runs: [{ text: 'Cloning', bold: false }] },
      { kind: 'item', marker: '\u2022', runs: [{ text: 'Low ROX', bold: true }, { text: ' — 7500', bold: false }] },
      { kind: 'item', marker: '\u2022', runs: [{ text: 'High ROX', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'First line second line.', bold: false }] },
      { kind: 'paragraph', runs: [{ text: 'Last.', bold: false }] },
    ]);
  });
});
