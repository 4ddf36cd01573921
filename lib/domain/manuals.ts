// The manuals a product lists, served as PDFs generated from its own data at /manuals/{file}.pdf (docs/documents.md
// "Manuals"). Pure rules here: which file names are addresses at all, what must never be generated (a safety data
// sheet: those come only from the documents an admin uploads), and the small markdown subset the texts use.

export const MANUALS_PATH = '/manuals/';

/** A file name the route answers: letters, digits, '.', '_', '-', ending in .pdf — no slash, '%' or '..'. */
const MANUAL_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.pdf$/;

/** '/manuals/{file}' for a safe file name (the route's decoded segment), else null. */
export function manualUrlFromFileName(file: string): string | null {
  if (!MANUAL_FILE.test(file) || file.includes('..')) return null;
  return `${MANUALS_PATH}${file}`;
}

/** docs/documents.md: a safety data sheet is never generated — only an uploaded SDS document is one. */
export function isSafetyDataSheet(manual: { title: string; url: string }): boolean {
  return /(?:^|[-_/.])sds\.pdf$/i.test(manual.url) || /safety data sheet|\(sds\)/i.test(manual.title);
}

export interface TextRun {
  text: string;
  bold: boolean;
}

export type TextBlock = { kind: 'heading' | 'paragraph'; runs: TextRun[] } | { kind: 'item'; marker: string; runs: TextRun[] };

/** '**bold** rest' → runs; an unmatched '**' stays as text. */
export function inlineRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const re = /\*\*(.+?)\*\*/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) runs.push({ text: text.slice(at, m.index), bold: false });
    runs.push({ text: m[1], bold: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), bold: false });
  return runs;
}

/**
 * The markdown the product texts use — '#' headings, '-'/'*' and '1.' list items, **bold**, paragraphs separated by
 * blank lines — as blocks to draw. Lines of one paragraph are joined with a space; anything else is plain text.
 */
export function markdownBlocks(md: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: inlineRuns(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of md.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^(\d{1,3})[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', runs: inlineRuns(heading[1].replace(/\*\*/g, '')) });
    } else if (bullet) {
      flush();
      blocks.push({ kind: 'item', marker: '\u2022', runs: inlineRuns(bullet[1]) });
    } else if (numbered) {
      flush();
      blocks.push({ kind: 'item', marker: `${numbered[1]}.`, runs: inlineRuns(numbered[2]) });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
