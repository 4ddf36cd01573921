import {
  OFFER_STATUSES,
  acceptanceRate,
  calculateOfferTotals,
  checkMilestoneList,
  checkOfferSendable,
  defaultMilestonesFor,
  defaultValidUntil,
  displayStatus,
  isOfferExpired,
  isOfferTokenShape,
  milestoneMoveTarget,
  offerReference,
  offerTransition,
  parsePercentToBasisPoints,
  type OfferAction,
  type OfferDiscount,
  type OfferStatus,
} from '@/lib/domain/offers';

const line = (quantity: number, unitPriceCents: number) => ({ quantity, unitPriceCents });
const none: OfferDiscount = { type: 'none', value: 0 };

describe('calculateOfferTotals: subtotal − discount + shipping, in whole cents', () => {
  test.each([
    ['one line, no discount, no shipping', [line(1, 12_500)], none, 0, { subtotalCents: 12_500, discountCents: 0, shippingCents: 0, totalCents: 12_500 }],
    ['quantities multiply the unit price', [line(3, 999), line(2, 1)], none, 0, { subtotalCents: 2_999, discountCents: 0, shippingCents: 0, totalCents: 2_999 }],
    ['shipping is added after the discount', [line(1, 10_000)], { type: 'amount', value: 1_000 }, 1_500, { subtotalCents: 10_000, discountCents: 1_000, shippingCents: 1_500, totalCents: 10_500 }],
    ['10 % of $100.00 is $10.00', [line(1, 10_000)], { type: 'percent', value: 1_000 }, 0, { subtotalCents: 10_000, discountCents: 1_000, shippingCents: 0, totalCents: 9_000 }],
    ['12.5 % of $0.99 rounds half up to 12 cents (12.375)', [line(1, 99)], { type: 'percent', value: 1_250 }, 0, { subtotalCents: 99, discountCents: 12, shippingCents: 0, totalCents: 87 }],
    ['15 % of $0.10 is exactly 1.5 cents and rounds up to 2', [line(1, 10)], { type: 'percent', value: 1_500 }, 0, { subtotalCents: 10, discountCents: 2, shippingCents: 0, totalCents: 8 }],
    ['33.33 % of $10.00 is 333.3 cents → 333', [line(1, 1_000)], { type: 'percent', value: 3_333 }, 0, { subtotalCents: 1_000, discountCents: 333, shippingCents: 0, totalCents: 667 }],
    ['an amount discount never exceeds the subtotal (shipping stays)', [line(1, 500)], { type: 'amount', value: 9_999 }, 700, { subtotalCents: 500, discountCents: 500, shippingCents: 700, totalCents: 700 }],
    ['a percentage above 100 counts as 100', [line(2, 500)], { type: 'percent', value: 20_000 }, 0, { subtotalCents: 1_000, discountCents: 1_000, shippingCents: 0, totalCents: 0 }],
    ['a negative discount counts as none', [line(1, 500)], { type: 'amount', value: -300 }, 0, { subtotalCents: 500, discountCents: 0, shippingCents: 0, totalCents: 500 }],
    ['negative shipping counts as none', [line(1, 500)], none, -100, { subtotalCents: 500, discountCents: 0, shippingCents: 0, totalCents: 500 }],
    ['fractional cents or quantities count as zero', [line(1.5, 500), line(1, 10.5)], none, 0, { subtotalCents: 0, discountCents: 0, shippingCents: 0, totalCents: 0 }],
    ['no lines: only shipping', [], { type: 'percent', value: 5_000 }, 1_200, { subtotalCents: 0, discountCents: 0, shippingCents: 1_200, totalCents: 1_200 }],
  ] as const)('%s', (_label, lines, discount, shipping, expected) => {
    expect(calculateOfferTotals(lines, discount, shipping)).toEqual(expected);
  });
});

describe('parsePercentToBasisPoints', () => {
  test.each([
    ['10', 1_000],
    ['12.5', 1_250],
    ['12.55 %', 1_255],
    ['0', 0],
    ['100', 10_000],
    ['100.01', null],
    ['12.555', null],
    ['-5', null],
    ['ten', null],
  ] as const)('%s → %s', (text, bp) => expect(parsePercentToBasisPoints(text)).toBe(bp));
});

type Row = [label: string, from: OfferStatus, action: OfferAction, expired: boolean, to: OfferStatus | number];

// Every status × action; a number is the refusal's HTTP status.
const TRANSITIONS: Row[] = [
  ['a draft can be edited', 'draft', 'edit', false, 'draft'],
  ['a draft is sent', 'draft', 'send', false, 'sent'],
  ['a draft is not superseded (it was never sent)', 'draft', 'supersede', false, 409],
  ['a draft cannot be accepted', 'draft', 'accept', false, 410],
  ['a draft cannot be declined', 'draft', 'decline', false, 410],
  ['a sent offer is immutable', 'sent', 'edit', false, 409],
  ['a sent offer is not sent twice', 'sent', 'send', false, 409],
  ['a sent offer is superseded by a new version', 'sent', 'supersede', false, 'superseded'],
  ['a sent offer is accepted', 'sent', 'accept', false, 'accepted'],
  ['a sent offer is declined', 'sent', 'decline', false, 'declined'],
  ['an expired offer cannot be accepted', 'sent', 'accept', true, 410],
  ['an expired offer cannot be declined', 'sent', 'decline', true, 410],
  ['an accepted offer is immutable', 'accepted', 'edit', false, 409],
  ['an accepted offer is not sent', 'accepted', 'send', false, 409],
  ['an accepted offer is not superseded', 'accepted', 'supersede', false, 409],
  ['an accepted offer is not accepted twice', 'accepted', 'accept', false, 409],
  ['an accepted offer cannot be declined', 'accepted', 'decline', false, 409],
  ['a declined offer is immutable', 'declined', 'edit', false, 409],
  ['a declined offer is not sent', 'declined', 'send', false, 409],
  ['a declined offer is not superseded', 'declined', 'supersede', false, 409],
  ['a declined offer cannot be accepted', 'declined', 'accept', false, 409],
  ['a declined offer is not declined twice', 'declined', 'decline', false, 409],
  ['a superseded offer is immutable', 'superseded', 'edit', false, 409],
  ['a superseded offer is not sent', 'superseded', 'send', false, 409],
  ['a superseded offer is not superseded twice', 'superseded', 'supersede', false, 409],
  ['a superseded offer cannot be accepted', 'superseded', 'accept', false, 410],
  ['a superseded offer cannot be declined', 'superseded', 'decline', false, 410],
];

describe('offerTransition: every move of the offer state machine', () => {
  test('the table covers every status and action', () => {
    for (const s of OFFER_STATUSES) for (const a of ['edit', 'send', 'supersede', 'accept', 'decline']) expect(TRANSITIONS.some((r) => r[1] === s && r[2] === a && !r[3])).toBe(true);
  });
  test.each(TRANSITIONS)('%s', (_label, from, action, expired, to) => {
    const v = offerTransition(from, action, { expired });
    if (typeof to === 'string') expect(v).toEqual({ ok: true, to });
    else {
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(v.status).toBe(to);
        expect(v.message.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('validity', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  test.each([
    ['valid on its last day', '2026-03-01', false],
    ['valid before', '2026-03-31', false],
    ['expired the day after', '2026-02-28', true],
    ['a broken date counts as expired', 'not-a-date', true],
  ] as const)('%s', (_l, validUntil, expired) => expect(isOfferExpired(validUntil, now)).toBe(expired));
  test('the default is 30 days after today', () => expect(defaultValidUntil(now)).toBe('2026-03-31'));
  test('a sent offer past its date shows as expired; others keep their status', () => {
    expect(displayStatus('sent', '2026-02-01', now)).toBe('expired');
    expect(displayStatus('accepted', '2026-02-01', now)).toBe('accepted');
    expect(displayStatus('sent', '2026-04-01', now)).toBe('sent');
  });
});

describe('tokens and references', () => {
  test.each([
    ['22 base64url characters (128 bits)', 'AbCdEfGhIjKlMnOpQrSt_-', true],
    ['too short', 'AbCdEfGhIjKlMnOpQrSt_', false],
    ['too long', 'AbCdEfGhIjKlMnOpQrSt_-x', false],
    ['other characters', 'AbCdEfGhIjKlMnOpQrSt/+', false],
    ['path traversal', '../../../../etc/passwd', false],
  ] as const)('%s', (_l, token, ok) => expect(isOfferTokenShape(token)).toBe(ok));
  test('reference', () => expect(offerReference(42, 2)).toBe('Q-000042 v2'));
});

describe('defaultMilestonesFor', () => {
  test('a knock-out service gets its six milestones; product lines none', () => {
    const m = defaultMilestonesFor([
      { kind: 'product', serviceKind: null },
      { kind: 'service', serviceKind: 'knockout' },
    ]);
    expect(m.map((x) => x.label)).toEqual(['Design approved', 'Guides cloned', 'Sequence verified', 'Cells edited', 'Clone validated', 'Shipped']);
  });
  test('each kind once, an unknown kind as a custom project', () => {
    const m = defaultMilestonesFor([
      { kind: 'service', serviceKind: 'cloning' },
      { kind: 'service', serviceKind: 'cloning' },
      { kind: 'service', serviceKind: 'mystery' },
    ]);
    expect(m.filter((x) => x.serviceKind === 'cloning')).toHaveLength(5);
    expect(m.filter((x) => x.serviceKind === 'custom')).toHaveLength(4);
  });
  test('products only: no timeline', () => expect(defaultMilestonesFor([{ kind: 'product', serviceKind: null }])).toEqual([]));
});

// docs/offers.md §5: a stored list, written as its labels with ✓ for a ticked milestone, and the admin's new list.
// Ids are the stored list's positions (1, 2, …); a new milestone has none.
const stored = (spec: string) => spec.split(' ').map((t, i) => ({ id: i + 1, label: t.replace('✓', ''), done: t.endsWith('✓') }));

describe('checkMilestoneList', () => {
  test.each([
    ['open milestones may be renamed (same ids, same order)', 'Design✓ Clone Verify Ship', [1, 2, 3, 4], null],
    ['open milestones may be reordered among themselves', 'Design✓ Clone Verify Ship', [1, 4, 2, 3], null],
    ['open milestones may be removed', 'Design✓ Clone Verify Ship', [1, 3], null],
    ['new milestones may stand anywhere, also before a ticked one', 'Design✓ Clone', [undefined, 1, 2, undefined], null],
    ['open milestones may move between the same ticked neighbours', 'Design✓ Clone Verify QC✓ Ship', [1, 3, 2, 4, 5], null],
    ['a ticked milestone cannot be removed', 'Design✓ Clone Verify', [2, 3], [409, '“Design” is done and cannot be removed']],
    ['an open milestone cannot move before a ticked one', 'Design✓ Clone Verify', [2, 1, 3], [409, '“Clone” cannot move past a done milestone']],
    ['a ticked milestone cannot move after an open one', 'Design✓ Clone Verify', [2, 3, 1], [409, '“Clone” cannot move past a done milestone']],
    ['an open milestone cannot move after a ticked one', 'Design Clone✓ Verify', [2, 1, 3], [409, '“Design” cannot move past a done milestone']],
    ['two ticked milestones cannot swap', 'Design✓ Clone✓ Verify', [2, 1, 3], [409, '“Clone” is done and keeps its place']],
    ['an id of another order is refused', 'Design Clone', [1, 2, 99], [400, 'Milestone 99 is not part of this order']],
    ['a milestone listed twice is refused', 'Design Clone', [1, 2, 2], [400, '“Clone” is listed twice']],
  ] as const)('%s', (_rule, current, ids, refusal) => {
    const verdict = checkMilestoneList(stored(current), ids.map((id) => ({ id })));
    expect(verdict).toEqual(refusal ? { ok: false, status: refusal[0], message: refusal[1] } : { ok: true });
  });
});

describe('milestoneMoveTarget', () => {
  test.each([
    ['the first cannot move up', 'A B C', 0, -1, null],
    ['the last cannot move down', 'A B C', 2, 1, null],
    ['an open one swaps with its open neighbour above', 'A B C', 1, -1, 0],
    ['an open one swaps with its open neighbour below', 'A B C', 1, 1, 2],
    ['a ticked one does not move', 'A B✓ C', 1, -1, null],
    ['a ticked one does not move down either', 'A B✓ C', 1, 1, null],
    ['an open one does not move up past a ticked one', 'A✓ B C', 1, -1, null],
    ['an open one does not move down past a ticked one', 'A B C✓', 1, 1, null],
  ] as const)('%s', (_rule, list, index, step, target) => expect(milestoneMoveTarget(stored(list), index, step)).toBe(target));

  test('every move the editor allows passes the server’s rule, and every move it refuses inside the list fails it', () => {
    for (const list of ['A B C D', 'A✓ B C D', 'A B✓ C D✓', 'A✓ B✓ C D', 'A B C D✓']) {
      const current = stored(list);
      for (let i = 0; i < current.length; i++) {
        for (const step of [-1, 1] as const) {
          const target = i + step;
          if (target < 0 || target >= current.length) continue;
          const moved = [...current];
          [moved[i], moved[target]] = [moved[target], moved[i]];
          const allowed = milestoneMoveTarget(current, i, step) !== null;
          expect({ list, i, step, ok: checkMilestoneList(current, moved).ok }).toEqual({ list, i, step, ok: allowed });
        }
      }
    }
  });
});

describe('acceptanceRate', () => {
  test.each([
    [3, 4, 75],
    [0, 0, null],
    [1, 3, 33],
    [2, 3, 67],
  ] as const)('%d of %d → %s', (a, d, r) => expect(acceptanceRate(a, d)).toBe(r));
});

describe('checkOfferSendable: only a priced offer is sent (docs/offers.md §2)', () => {
  const priced = (...cents: number[]) => cents.map((unitPriceCents) => ({ unitPriceCents }));
  const total = (totalCents: number, discountCents = 0) => ({ totalCents, discountCents });
  test.each([
    ['every line priced and a total above zero is sent', priced(12_500, 3_900), total(16_400), { ok: true }],
    ['one cent is a price', priced(1), total(1), { ok: true }],
    ['shipping alone may carry a discounted total', priced(1_000), total(500, 1_000), { ok: true }],
    [
      'no lines is refused',
      [],
      total(0),
      { ok: false, status: 400, message: 'Add at least one line before sending', fieldErrors: { lines: 'Add at least one line' } },
    ],
    [
      'an empty price (0 cents) names its line, at its price field',
      priced(12_500, 0),
      total(12_500),
      { ok: false, status: 400, message: 'Line 2 has no unit price: enter a price before sending', fieldErrors: { 'lines.1.unitPriceCents': 'Line 2 has no unit price' } },
    ],
    [
      'an explicit 0 is refused too: the editor has no deliberate "free of charge"',
      priced(0),
      total(2_500),
      { ok: false, status: 400, message: 'Line 1 has no unit price: enter a price before sending', fieldErrors: { 'lines.0.unitPriceCents': 'Line 1 has no unit price' } },
    ],
    [
      'several unpriced lines are all named',
      priced(0, 500, 0, 0),
      total(500),
      {
        ok: false,
        status: 400,
        message: 'Lines 1, 3 and 4 have no unit price: enter a price before sending',
        fieldErrors: { 'lines.0.unitPriceCents': 'Line 1 has no unit price', 'lines.2.unitPriceCents': 'Line 3 has no unit price', 'lines.3.unitPriceCents': 'Line 4 has no unit price' },
      },
    ],
    ['a negative or fractional price is no price', priced(-100, 10.5), total(0), expect.objectContaining({ ok: false, message: 'Lines 1 and 2 have no unit price: enter a price before sending' })],
    [
      'a 100 % discount without shipping leaves a $0.00 total: refused at the discount',
      priced(10_000),
      total(0, 10_000),
      { ok: false, status: 400, message: 'The offer total is $0.00: an offer needs a total above zero before it is sent', fieldErrors: { discountValue: 'The discount leaves nothing to pay' } },
    ],
  ] as const)('%s', (_label, lines, totals, expected) => {
    expect(checkOfferSendable(lines, totals)).toEqual(expected);
  });
});
