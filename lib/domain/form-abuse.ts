// Abuse limits of the public forms (quote, product/design quote, contact), pure so they can be table-tested
// (docs/security.md items 27, 33; docs/security.md). lib/server/public-forms.ts applies them with shared counters.

export interface FormLimits {
  /** Submissions per client address per form and window. */
  perAddress: number;
  /** Submissions per network (IPv4 /24, IPv6 /64) across forms and window: one host with many addresses. */
  perNetwork: number;
  /** Above this many submissions site-wide per window, heavier sources are shed first. */
  globalSoft: number;
  /** Above this many, every submission is refused until the window ends (the backstop). */
  globalHard: number;
  windowSeconds: number;
}

export const FORM_LIMITS: FormLimits = { perAddress: 10, perNetwork: 30, globalSoft: 600, globalHard: 1800, windowSeconds: 60 };

/**
 * How many submissions (this one included) an address may have made in the window for this one to be
 * admitted, given the site-wide count so far. Up to the soft cap: the per-address limit. Between the soft and
 * the hard cap the allowance shrinks linearly to 1, so the heaviest sources are refused first and a visitor's
 * first submission still goes through; past the hard cap: 0.
 */
export function submissionAllowance(globalCount: number, limits: Pick<FormLimits, 'perAddress' | 'globalSoft' | 'globalHard'> = FORM_LIMITS): number {
  if (globalCount <= limits.globalSoft) return limits.perAddress;
  if (globalCount > limits.globalHard) return 0;
  const load = (globalCount - limits.globalSoft) / (limits.globalHard - limits.globalSoft);
  return Math.max(1, Math.floor(limits.perAddress * (1 - load)));
}

/** The network an address belongs to for the per-network limit: IPv4 /24, IPv6 /64, else the address. */
export function networkOf(address: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (address.includes(':')) {
    const [head, tail] = address.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
    const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
    if (groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }
  return address;
}

/** Least time a person takes to fill in and send a form, by default (FORM_MIN_FILL_MS overrides it). */
export const DEFAULT_MIN_FILL_MS = 1500;

/**
 * The timing check: a browser form reports how long it was open before it was sent (formElapsedMs); much
 * faster than a person can type means a script. Clients that send no figure (API clients) are not judged.
 */
export function isImplausiblyFast(formElapsedMs: number | null | undefined, minMs: number = DEFAULT_MIN_FILL_MS): boolean {
  return typeof formElapsedMs === 'number' && Number.isFinite(formElapsedMs) && formElapsedMs >= 0 && formElapsedMs < minMs;
}
