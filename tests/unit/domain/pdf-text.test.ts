// pdfText (lib/domain/pdf-text.ts): what pdfkit's standard fonts (WinAnsi) can draw in the offer and manual PDFs.
import { pdfText } from '@/lib/domain/pdf-text';

test.each([
  ['ASCII unchanged', 'BADM3362, 5 V/cm (R2)', 'BADM3362, 5 V/cm (R2)'],
  ['Latin-1 kept: degree, plus-minus, micro sign, R²', '-20°C ±3% 5 µL R²', '-20°C ±3% 5 µL R²'],
  ['Greek mu becomes the micro sign', '500 \u03bcL', '500 \u00b5L'],
  ['en and em dashes kept (WinAnsi)', '100 bp \u2013 8 kb \u2014 ready', '100 bp \u2013 8 kb \u2014 ready'],
  ['curly quotes, bullet, ellipsis, euro, trade mark kept', '\u2018a\u2019 \u201cb\u201d \u2022 \u2026 \u20ac \u2122', '\u2018a\u2019 \u201cb\u201d \u2022 \u2026 \u20ac \u2122'],
  ['prime and minus in ASCII', '5\u2032 end, slope \u22123.36', "5' end, slope -3.36"],
  ['superscript powers as ^n', '2\u20135 \u00d7 10\u2076 TU/mL, 10\u2078\u201310\u2079', '2\u20135 \u00d7 10^6 TU/mL, 10^8\u201310^9'],
  ['comparison signs spelled', 'ssODN \u2264 200 nt, \u2265 90%', 'ssODN <= 200 nt, >= 90%'],
  ['Greek letters spelled', 'EF1\u03b1, \u0394\u0394Ct', 'EF1alpha, DeltaDeltaCt'],
  ['narrow and thin spaces, tabs become spaces', 'a\u202fb\u2009c\td', 'a b c d'],
  ['line breaks kept, CRLF made LF', 'a\r\nb\nc', 'a\nb\nc'],
  ['anything else is a ?', 'CJK \u4e2d, emoji \u{1f600}', 'CJK ?, emoji ?'],
])('%s', (_label, input, output) => {
  expect(pdfText(input)).toBe(output);
});
