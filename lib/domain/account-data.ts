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

/** The wizard link that opens the quote dialog for a saved version (step 6 of a complete design). */
export function designQuoteLink(query: string, savedDesignId: string): string {
  const params = new URLSearchParams(query);
  params.set('st', '6');
  params.set('saved', savedDesignId);
  params.set('quote', '1');
  return `/design?${params.toString()}`;
}
