// Priced offers (docs/offers.md): totals in integer cents, the offer's state machine, validity, the token's
// shape, and the default service milestones. Pure; lib/server/offers.ts passes what the database holds.

export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus | 'expired', string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Superseded',
  expired: 'Expired',
};

export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_OFFER_LINES = 50;
export const MAX_LINE_QUANTITY = 10_000;
/** One line, and the offer, stay far below PostgreSQL's integer range. */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;
/** docs/offers.md: a purchase-order document is a PDF of at most 10 MB. */
export const MAX_PO_BYTES = 10 * 1024 * 1024;

export interface OfferLine {
  /** product: a catalogue product and option; service: a free line (description, quantity, unit price). */
  kind: 'product' | 'service';
  productId: string | null;
  catalogNumber: string;
  /** The option label of a product line ('Default' without options); '' for a service line. */
  variant: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** The catalogue price when the line was added, shown beside an edited price. */
  listPriceCents: number | null;
  /** A service line's kind (knockout, knockin, cloning…): which milestones its order gets. */
  serviceKind: string | null;
}

export interface OfferDiscount {
  /** percent: `value` in basis points (1250 = 12.5 %); amount: `value` in cents. */
  type: 'none' | 'percent' | 'amount';
  value: number;
}

export interface OfferTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

export function lineTotalCents(line: Pick<OfferLine, 'quantity' | 'unitPriceCents'>): number {
  return line.quantity * line.unitPriceCents;
}

/**
 * Subtotal of the lines, minus the discount, plus shipping. A percentage is taken of the subtotal and rounded
 * half up to the cent; a discount never exceeds the subtotal (shipping is not discounted); negative or
 * non-integer inputs count as zero, so the total is never negative.
 */
export function calculateOfferTotals(lines: readonly Pick<OfferLine, 'quantity' | 'unitPriceCents'>[], discount: OfferDiscount, shippingCents: number): OfferTotals {
  const whole = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);
  const subtotalCents = lines.reduce((s, l) => s + whole(l.quantity) * whole(l.unitPriceCents), 0);
  let discountCents = 0;
  if (discount.type === 'percent') {
    const bp = Math.min(whole(discount.value), 10_000);
    // Integer half-up: (subtotal × bp + 5000) / 10000, floored.
    discountCents = Math.floor((subtotalCents * bp + 5_000) / 10_000);
  } else if (discount.type === 'amount') {
    discountCents = whole(discount.value);
  }
  discountCents = Math.min(discountCents, subtotalCents);
  const shipping = whole(shippingCents);
  return { subtotalCents, discountCents, shippingCents: shipping, totalCents: subtotalCents - discountCents + shipping };
}

/** Line numbers as a person reads them: [2] → 'Line 2', [2, 3] → 'Lines 2 and 3', [1, 2, 4] → 'Lines 1, 2 and 4'. */
function linesPhrase(numbers: readonly number[]): string {
  if (numbers.length === 1) return `Line ${numbers[0]}`;
  return `Lines ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

export type SendCheck = { ok: true } | { ok: false; status: 400; message: string; fieldErrors: Record<string, string> };

/**
 * docs/offers.md §2: only a priced offer can be sent. Every line needs a unit price above zero — the editor has no
 * deliberate "free of charge" choice, and an empty price field arrives as 0 — and the total must be above zero
 * (a 100 % discount without shipping leaves nothing to pay). A draft may be saved without prices. The field keys
 * are the draft body's (`lines.1.unitPriceCents`), so the editor shows each message at its line's price.
 */
export function checkOfferSendable(lines: readonly Pick<OfferLine, 'unitPriceCents'>[], totals: Pick<OfferTotals, 'totalCents' | 'discountCents'>): SendCheck {
  if (!lines.length) return { ok: false, status: 400, message: 'Add at least one line before sending', fieldErrors: { lines: 'Add at least one line' } };
  const fieldErrors: Record<string, string> = {};
  const unpriced: number[] = [];
  lines.forEach((l, i) => {
    if (Number.isSafeInteger(l.unitPriceCents) && l.unitPriceCents > 0) return;
    unpriced.push(i + 1);
    fieldErrors[`lines.${i}.unitPriceCents`] = `Line ${i + 1} has no unit price`;
  });
  if (unpriced.length) {
    return { ok: false, status: 400, message: `${linesPhrase(unpriced)} ${unpriced.length === 1 ? 'has' : 'have'} no unit price: enter a price before sending`, fieldErrors };
  }
  if (!(totals.totalCents > 0)) {
    const discountNote = 'The discount leaves nothing to pay';
    return { ok: false, status: 400, message: 'The offer total is $0.00: an offer needs a total above zero before it is sent', fieldErrors: totals.discountCents > 0 ? { discountValue: discountNote } : {} };
  }
  return { ok: true };
}

/** '12.5' (percent typed by an admin) → 1250 basis points; null when not a percentage from 0 to 100 with ≤ 2 decimals. */
export function parsePercentToBasisPoints(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

// ---------------------------------------------------------------------------------------------------------
// Validity
// ---------------------------------------------------------------------------------------------------------

/** The default validity date (YYYY-MM-DD): `days` after `now`, in UTC. */
export function defaultValidUntil(now: Date, days = DEFAULT_VALIDITY_DAYS): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An offer is valid through the whole of its validity day (UTC) and expired from the next day on. */
export function isOfferExpired(validUntil: string, now: Date): boolean {
  const end = Date.parse(`${validUntil}T00:00:00Z`) + 86_400_000;
  return !Number.isFinite(end) || now.getTime() >= end;
}

/** The status a customer sees: a sent offer past its date is expired. */
export function displayStatus(status: OfferStatus, validUntil: string, now: Date): OfferStatus | 'expired' {
  return status === 'sent' && isOfferExpired(validUntil, now) ? 'expired' : status;
}

// ---------------------------------------------------------------------------------------------------------
// State machine
// ---------------------------------------------------------------------------------------------------------

export type OfferAction = 'edit' | 'send' | 'supersede' | 'accept' | 'decline';
export type OfferRefusal = { ok: false; status: 400 | 409 | 410; message: string };
export type OfferVerdict = { ok: true; to: OfferStatus } | OfferRefusal;

/**
 * draft → (edit) draft, draft → (send) sent; sent → superseded (a new version was sent), accepted, declined.
 * A sent offer is immutable: editing it is refused (a new version is made instead). Accepting or declining an
 * expired or superseded offer is refused with 410, which the customer sees as "no longer available".
 */
export function offerTransition(from: OfferStatus, action: OfferAction, opts: { expired?: boolean } = {}): OfferVerdict {
  const refuse = (status: 400 | 409 | 410, message: string): OfferRefusal => ({ ok: false, status, message });
  switch (action) {
    case 'edit':
      return from === 'draft' ? { ok: true, to: 'draft' } : refuse(409, 'A sent offer cannot be changed; create a new version instead');
    case 'send':
      return from === 'draft' ? { ok: true, to: 'sent' } : refuse(409, 'Only a draft can be sent');
    case 'supersede':
      return from === 'sent' ? { ok: true, to: 'superseded' } : refuse(409, 'Only a sent, open offer can be replaced by a new version');
    case 'accept':
    case 'decline':
      if (from === 'superseded') return refuse(410, 'This offer was replaced by a newer version');
      if (from === 'accepted') return refuse(409, 'This offer was already accepted');
      if (from === 'declined') return refuse(409, 'This offer was declined');
      if (from !== 'sent') return refuse(410, 'This offer is not available');
      if (opts.expired) return refuse(410, 'This offer has expired');
      return { ok: true, to: action === 'accept' ? 'accepted' : 'declined' };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------------------

/** 128 random bits as base64url: 22 characters. Anything else is not a token and is answered 404 at once. */
export const OFFER_TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

export function isOfferTokenShape(token: string | null | undefined): token is string {
  return typeof token === 'string' && OFFER_TOKEN_RE.test(token);
}

/** 'Q-000042 v2' */
export function offerReference(number: number, version: number): string {
  return `Q-${String(number).padStart(6, '0')} v${version}`;
}

// ---------------------------------------------------------------------------------------------------------
// Service milestones
// ---------------------------------------------------------------------------------------------------------

export const SERVICE_KINDS = [
  { value: 'knockout', label: 'Knock-out cell line' },
  { value: 'knockin', label: 'Knock-in cell line' },
  { value: 'cloning', label: 'Custom cloning' },
  { value: 'lentivirus', label: 'Lentivirus packaging' },
  { value: 'celllines', label: 'Stable cell line' },
  { value: 'custom', label: 'Custom project' },
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number]['value'];

export const DEFAULT_MILESTONES: Record<ServiceKind, readonly string[]> = {
  knockout: ['Design approved', 'Guides cloned', 'Sequence verified', 'Cells edited', 'Clone validated', 'Shipped'],
  knockin: ['Design approved', 'Donor and guides cloned', 'Sequence verified', 'Cells edited', 'Clone validated', 'Shipped'],
  cloning: ['Design approved', 'Construct cloned', 'Sequence verified', 'QC passed', 'Shipped'],
  lentivirus: ['Plasmids received', 'Virus packaged', 'Titer measured', 'QC passed', 'Shipped'],
  celllines: ['Design approved', 'Cells transduced', 'Selection complete', 'Expression validated', 'Shipped'],
  custom: ['Project kick-off', 'Work in progress', 'QC passed', 'Delivered'],
};

export function isServiceKind(value: string | null | undefined): value is ServiceKind {
  return SERVICE_KINDS.some((k) => k.value === value);
}

/** Maps a quote's service type (quote form) to a milestone kind; unknown types fall back to 'custom'. */
export function serviceKindFromQuote(serviceType: string): ServiceKind {
  return isServiceKind(serviceType) ? serviceType : 'custom';
}

/** The milestones of a new order: the defaults of each service kind on its lines, once per kind, in line order. */
export function defaultMilestonesFor(lines: readonly Pick<OfferLine, 'kind' | 'serviceKind'>[]): { serviceKind: ServiceKind; label: string }[] {
  const kinds: ServiceKind[] = [];
  for (const l of lines) {
    if (l.kind !== 'service') continue;
    const kind = isServiceKind(l.serviceKind) ? l.serviceKind : 'custom';
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds.flatMap((k) => DEFAULT_MILESTONES[k].map((label) => ({ serviceKind: k, label })));
}

/** A milestone as the editing rules see it: its id (none while unsaved), its name and whether it is ticked. */
export interface MilestoneSlot {
  id?: number;
  label: string;
  done: boolean;
}

export type MilestoneListCheck = { ok: true } | { ok: false; status: 400 | 409; message: string };

/** How many ticked milestones stand before each saved milestone of a list. */
function tickedBefore(list: readonly { id?: number }[], byId: ReadonlyMap<number, MilestoneSlot>): Map<number, number> {
  const counts = new Map<number, number>();
  let ticked = 0;
  for (const item of list) {
    if (item.id === undefined) continue;
    counts.set(item.id, ticked);
    if (byId.get(item.id)?.done) ticked += 1;
  }
  return counts;
}

/**
 * docs/offers.md §5: may an order's milestones (`current`, in position order) be replaced by `next`? Each id is
 * one of the order's and listed once; a ticked milestone is never removed and keeps its place: the number of
 * ticked milestones before every kept milestone stays the same, so ticked ones do not move and open ones move
 * only between the same ticked neighbours. New milestones (no id) may stand anywhere.
 */
export function checkMilestoneList(current: readonly (MilestoneSlot & { id: number })[], next: readonly { id?: number }[]): MilestoneListCheck {
  const byId = new Map<number, MilestoneSlot>(current.map((m) => [m.id, m]));
  const listed = new Set<number>();
  for (const item of next) {
    if (item.id === undefined) continue;
    const m = byId.get(item.id);
    if (!m) return { ok: false, status: 400, message: `Milestone ${item.id} is not part of this order` };
    if (listed.has(item.id)) return { ok: false, status: 400, message: `“${m.label}” is listed twice` };
    listed.add(item.id);
  }
  const removed = current.find((m) => m.done && !listed.has(m.id));
  if (removed) return { ok: false, status: 409, message: `“${removed.label}” is done and cannot be removed` };
  const before = tickedBefore(current, byId);
  const after = tickedBefore(next, byId);
  for (const [id, count] of after) {
    if (before.get(id) === count) continue;
    const m = byId.get(id)!;
    return { ok: false, status: 409, message: m.done ? `“${m.label}” is done and keeps its place` : `“${m.label}” cannot move past a done milestone` };
  }
  return { ok: true };
}

/**
 * The editor's "Move up" (step −1) and "Move down" (+1): the index the milestone at `index` swaps with, or null at
 * an end of the list or when it or that neighbour is ticked. Every allowed move passes checkMilestoneList.
 */
export function milestoneMoveTarget(list: readonly Pick<MilestoneSlot, 'done'>[], index: number, step: -1 | 1): number | null {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  return list[index].done || list[target].done ? null : target;
}

/** Acceptance rate in whole percent (accepted of accepted + declined + expired); null when nothing was decided. */
export function acceptanceRate(accepted: number, decided: number): number | null {
  if (decided <= 0) return null;
  return Math.round((accepted / decided) * 100);
}
