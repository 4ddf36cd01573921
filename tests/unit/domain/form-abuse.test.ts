// The public forms' abuse limits (docs/security.md items 27, 33): one client cannot starve the others.
import { DEFAULT_MIN_FILL_MS, FORM_LIMITS, isImplausiblyFast, networkOf, submissionAllowance } from '@/lib/domain/form-abuse';

describe('submissionAllowance: past the soft cap the heaviest sources are shed first', () => {
  const limits = { perAddress: 10, globalSoft: 600, globalHard: 1800 };
  test.each([
    ['quiet site: the per-address limit', 1, 10],
    ['at the soft cap', 600, 10],
    ['a quarter of the way to the hard cap', 900, 7],
    ['half way', 1200, 5],
    ['nearly at the hard cap: one submission per address', 1790, 1],
    ['at the hard cap: still one', 1800, 1],
    ['past the hard cap: none', 1801, 0],
  ])('%s (site-wide %p) → %p per address', (_label, global, allowed) => expect(submissionAllowance(global, limits)).toBe(allowed));
  test('a first-time visitor passes until the hard cap', () => {
    for (let g = 1; g <= FORM_LIMITS.globalHard; g += 37) expect(submissionAllowance(g)).toBeGreaterThanOrEqual(1);
  });
});

describe('networkOf', () => {
  test.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['127.0.0.9', '127.0.0.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-ip', 'not-an-ip'],
  ])('%p → %p', (address, net) => expect(networkOf(address)).toBe(net));
});

describe('isImplausiblyFast: the timing check', () => {
  test.each([
    ['no figure (an API client)', undefined, false],
    ['sent 80 ms after the form opened', 80, true],
    ['just under the minimum', DEFAULT_MIN_FILL_MS - 1, true],
    ['at the minimum', DEFAULT_MIN_FILL_MS, false],
    ['a minute', 60_000, false],
    ['nonsense', Number.NaN, false],
    ['negative', -5, false],
  ])('%s → %p', (_label, ms, fast) => expect(isImplausiblyFast(ms as number | undefined)).toBe(fast));
  test('the minimum can be turned off', () => expect(isImplausiblyFast(10, 0)).toBe(false));
});
