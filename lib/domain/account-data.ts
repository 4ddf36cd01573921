// What a customer keeps in the account besides orders (docs/accounts.md): the status of their quotes, saved
// wizard designs and their versions, and the /account sections. Pure and table-tested
// (tests/unit/domain/account-data.test.ts).
import { parseDesign, serializeDesign } from '@/lib/domain/design/url';

// ---------------------------------------------------------------------------------------------------------
// Sections of /account: one list, so a new section (offers, …) is one entry here.
// ---------------------------------------------------------------------------------------------------------

export interface AccountSection {
  href: string;
  label: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { href: '/account', label: 'Orders' },
  { href: '/account/quotes', label: 'Quotes' },
  { href: '/account/designs', label: 'Designs' },
  { href: '/account/addresses', label: 'Addresses' },
  { href: '/account/profile', label: 'Profile' },
  { href: '/account/data', label: 'My data' },
];

/** The section a path belongs to (the longest matching href), for the navigation's current item. */
export function currentSection(path: string): string | null {
  let best: string | null = null;
  for (const s of ACCOUNT_SECTIONS) {
    const matches = path === s.href || (s.href !== '/account' && path.startsWith(`${s.href}/`)) || (s.href === '/account' && path.startsWith('/account/orders'));
    if (matches && (!best || s.href.length > best.length)) best = s.href;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------
// Quotes and contact requests
// ---------------------------------------------------------------------------------------------------------

export type RequestStatus = 'submitted' | 'reviewing' | 'answered';

export const REQUEST_STATUS_LABEL: Readonly<Record<RequestStatus, string>> = {
  submitted: 'Submitted',
  reviewing: 'Being reviewed',
  answered: 'Answered',
};

/** submitted → being reviewed (the shop opened it) → answered (the shop marked it answered). */
export function requestStatus(row: { read: boolean; answeredAt: Date | string | null }): RequestStatus {
  if (row.answeredAt) return 'answered';
  if (row.read) return 'reviewing';
  return 'submitted';
}

export const REQUEST_STATUSES = ['submitted', 'reviewing', 'answered'] as const satisfies readonly RequestStatus[];

/**
 * The columns that give a request (quote or contact message) the status the shop sets: *submitted* is unread
 * and unanswered, *being reviewed* is read and unanswered, *answered* is read with `answeredAt` (kept when it
 * was answered already, so the date is the first answer's). Null when the row has that status already.
 */
export function requestStatusChange(
  row: { read: boolean; answeredAt: Date | null },
  target: RequestStatus,
  now: Date,
): { read: boolean; answeredAt: Date | null } | null {
  const next =
    target === 'submitted'
      ? { read: false, answeredAt: null }
      : target === 'reviewing'
        ? { read: true, answeredAt: null }
        : { read: true, answeredAt: row.answeredAt ?? now };
  const same = row.read === next.read && (row.answeredAt?.getTime() ?? null) === (next.answeredAt?.getTime() ?? null);
  return same ? null : next;
}

// ---------------------------------------------------------------------------------------------------------
// Saved designs
// ---------------------------------------------------------------------------------------------------------

export const DESIGN_NAME_MAX = 80;
export const DESIGNS_PER_CUSTOMER_MAX = 100;
export const VERSIONS_PER_DESIGN_MAX = 50;
/** A design query is short (option codes and a gene name); anything longer is not a design. */
export const DESIGN_QUERY_MAX = 600;

/**
 * The canonical query of a design as the wizard would write it: unknown keys and invalid choices dropped, the
 * step clamped. Null for an empty design (nothing to save).
 */
export function canonicalDesignQuery(query: string): string | null {
  if (typeof query !== 'string' || query.length > DESIGN_QUERY_MAX) return null;
  const canonical = serializeDesign(parseDesign(query));
  return canonical === '' ? null : canonical;
}

/** The choices of a design without the step: two queries that differ only in the step are the same design. */
export function designChoices(query: string): string {
  return serializeDesign({ ...parseDesign(query), step: 1 });
}

export type DesignSaveDecision =
  | { action: 'create'; version: 1; query: string }
  | { action: 'new-version'; version: number; query: string }
  | { action: 'unchanged'; version: number }
  | { action: 'refuse'; reason: 'empty' | 'too-many-versions' | 'too-many-designs' };

/**
 * What saving `query` does. A new design starts at version 1. Saving onto a design whose latest version has
 * the same choices changes nothing (moving between steps is not an edit); any other change appends version
 * latest + 1 and keeps every older version.
 */
export function decideDesignSave(
  query: string,
  existing: { latestVersion: number; latestQuery: string; versionCount: number } | null,
  designCount = 0,
): DesignSaveDecision {
  const canonical = canonicalDesignQuery(query);
  if (!canonical) return { action: 'refuse', reason: 'empty' };
  if (!existing) {
    if (designCount >= DESIGNS_PER_CUSTOMER_MAX) return { action: 'refuse', reason: 'too-many-designs' };
    return { action: 'create', version: 1, query: canonical };
  }
  if (designChoices(canonical) === designChoices(existing.latestQuery)) return { action: 'unchanged', version: existing.latestVersion };
  if (existing.versionCount >= VERSIONS_PER_DESIGN_MAX) return { action: 'refuse', reason: 'too-many-versions' };
  return { action: 'new-version', version: existing.latestVersion + 1, query: canonical };
}

export const DESIGN_SAVE_REFUSED: Readonly<Record<'empty' | 'too-many-versions' | 'too-many-designs', string>> = {
  empty: 'Choose at least a category before saving the design.',
  'too-many-versions': `A design keeps at most ${VERSIONS_PER_DESIGN_MAX} versions. Save it as a new design instead.`,
  'too-many-designs': `An account keeps at most ${DESIGNS_PER_CUSTOMER_MAX} designs. Delete one you no longer need.`,
};

/** The wizard link that restores a saved version exactly (same choices, same step). */
export function designWizardLink(query: string, savedDesignId?: string): string {
  const params = new URLSearchParams(query);
  if (savedDesignId) params.set('saved', savedDesignId);
  const q = params.toString();
  return q ? `/design?${q}` : '/design';
}

/** The wizard's query parameter naming the saved design being edited (`/design?…&saved=<id>`). */
export const SAVED_DESIGN_PARAM = 'saved';
const DESIGN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The saved design a wizard URL edits, or null (anything but a well-formed id is ignored). */
export function savedDesignIdFrom(query: URLSearchParams | string): string | null {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const id = params.get(SAVED_DESIGN_PARAM);
  return id && DESIGN_ID.test(id) ? id.toLowerCase() : null;
}

/**
 * The wizard's own query string: the design's canonical query plus `saved=<id>` while a saved design is being
 * edited, so a reload, a Back step or a copied address keeps editing the same design and the next save is its
 * next version. One-shot keys (`quote=1`) are not carried.
 */
export function wizardQuery(designQuery: string, savedDesignId: string | null): string {
  const params = new URLSearchParams(designQuery);
  params.delete(SAVED_DESIGN_PARAM);
  if (savedDesignId) params.set(SAVED_DESIGN_PARAM, savedDesignId);
  return params.toString();
}

export type SavedDesignEvent =
  /** Saved as a new design: from now on, saves are versions of it. */
  | { type: 'saved'; id: string }
  /** Start over: the empty wizard is a new design. */
  | { type: 'reset' }
  /** Back/Forward: the history entry's `saved` id (or null). */
  | { type: 'history'; idInUrl: string | null };

/**
 * Which saved design the wizard is editing after an event. Back and Forward never switch it to another design
 * or forget it: the design being edited belongs to the page, not to a step (an entry from before "Save as a
 * new design" carries the older id, or none). They only pick one up when none is being edited.
 */
export function nextSavedDesignId(current: string | null, event: SavedDesignEvent): string | null {
  switch (event.type) {
    case 'saved':
      return event.id;
    case 'reset':
      return null;
    case 'history':
      return current ?? event.idInUrl;
  }
}

/** The wizard link that opens the quote dialog for a saved version (step 6 of a complete design). */
export function designQuoteLink(query: string, savedDesignId: string): string {
  const params = new URLSearchParams(query);
  params.set('st', '6');
  params.set('saved', savedDesignId);
  params.set('quote', '1');
  return `/design?${params.toString()}`;
}
