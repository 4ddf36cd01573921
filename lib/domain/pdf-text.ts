// Text for pdfkit's standard fonts (offer and manual PDFs). They speak WinAnsi: Latin-1 plus a few typographic
// characters (dashes, quotes, bullet, ellipsis, €, ™). What a life-science text uses beyond that is spelled in
// ASCII the way papers do without a symbol font (EF1alpha, 10^9, <=); anything else becomes '?', never a blank.

/** The characters above Latin-1 that WinAnsi (and so pdfkit's standard-font encoder) has. */
const WIN_ANSI_EXTRA = '\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122';

const SPELLED: Record<string, string> = {
  '\u03bc': '\u00b5', // Greek mu → micro sign (Latin-1)
  '\u2032': "'", // prime (5′ end)
  '\u2033': '"',
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\t': ' ',
  '\u03b1': 'alpha',
  '\u03b2': 'beta',
  '\u03b3': 'gamma',
  '\u03b4': 'delta',
  '\u0394': 'Delta',
  '\u03ba': 'kappa',
  '\u03bb': 'lambda',
  '\u03c3': 'sigma',
  '\u03c9': 'omega',
};

const SUPERSCRIPT_DIGITS = '\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079';
const SUPERSCRIPT_RUN = /[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+/g;
const SPELLED_CHAR = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'gu');
const OUTSIDE_WIN_ANSI = new RegExp(`[^\\n\\x20-\\x7e\\u00a0-\\u00ff${WIN_ANSI_EXTRA}]`, 'gu');

/** A string the standard fonts can draw: WinAnsi characters kept, a few spelled in ASCII, the rest '?'. */
export function pdfText(s: string): string {
  return s
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // ², ³ and ¹ alone are Latin-1 and stay; a run with any other superscript digit becomes ^digits (10⁹ → 10^9).
    .replace(SUPERSCRIPT_RUN, (run) => (/[\u2070\u2074-\u2079]/.test(run) ? `^${[...run].map((c) => SUPERSCRIPT_DIGITS.indexOf(c)).join('')}` : run))
    .replace(SPELLED_CHAR, (c) => SPELLED[c])
    .replace(OUTSIDE_WIN_ANSI, '?');
}
