import {
  ACCOUNT_SECTIONS,
  canonicalDesignQuery,
  currentSection,
  decideDesignSave,
  DESIGNS_PER_CUSTOMER_MAX,
  designQuoteLink,
  designWizardLink,
  nextSavedDesignId,
  requestStatus,
  requestStatusChange,
  savedDesignIdFrom,
  VERSIONS_PER_DESIGN_MAX,
  wizardQuery,
  type RequestStatus,
  type SavedDesignEvent,
} from '@/lib/domain/account-data';
import { parseDesign, serializeDesign } from '@/lib/domain/design/url';

const V1 = 'st=6&c=cr&f=ko&d=len&p=cmv&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8';
const V2 = V1.replace('gn=TP53', 'gn=BRCA1');
const latest = (query: string, version = 1, count = version) => ({ latestVersion: version, latestQuery: query, versionCount: count });

describe('decideDesignSave: the design version rules', () => {
  test.each<[string, string, ReturnType<typeof latest> | null, number, unknown]>([
    ['a new design is version 1', V1, null, 0, { action: 'create', version: 1, query: V1 }],
    ['the same choices again change nothing', V1, latest(V1, 3), 0, { action: 'unchanged', version: 3 }],
    ['only another step is not an edit', V1.replace('st=6', 'st=2'), latest(V1, 2), 0, { action: 'unchanged', version: 2 }],
    ['keys in another order are the same design', 'gs=Human&gn=TP53&' + V1.replace('&gn=TP53&gs=Human', ''), latest(V1), 0, { action: 'unchanged', version: 1 }],
    ['unknown keys are not choices', `${V1}&utm_source=x&saved=abc`, latest(V1), 0, { action: 'unchanged', version: 1 }],
    ['an edit is the next version', V2, latest(V1, 4), 0, { action: 'new-version', version: 5, query: V2 }],
    ['an edit after a gap still follows the latest', V2, latest(V1, 7, 3), 0, { action: 'new-version', version: 8, query: V2 }],
    ['an empty design is refused', '', null, 0, { action: 'refuse', reason: 'empty' }],
    ['only unknown codes is an empty design', 'c=zz&f=qq', null, 0, { action: 'refuse', reason: 'empty' }],
    ['an empty edit is refused', 'st=3', latest(V1), 0, { action: 'refuse', reason: 'empty' }],
    ['a design past the version limit is refused', V2, latest(V1, VERSIONS_PER_DESIGN_MAX), 0, { action: 'refuse', reason: 'too-many-versions' }],
    ['an unchanged save at the limit is still fine', V1, latest(V1, VERSIONS_PER_DESIGN_MAX), 0, { action: 'unchanged', version: VERSIONS_PER_DESIGN_MAX }],
    ['a new design past the account limit is refused', V1, null, DESIGNS_PER_CUSTOMER_MAX, { action: 'refuse', reason: 'too-many-designs' }],
    ['an over-long query is not a design', `${V1}&gn=${'x'.repeat(700)}`, null, 0, { action: 'refuse', reason: 'empty' }],
  ])('%s', (_label, query, existing, count, expected) => {
    expect(decideDesignSave(query, existing, count)).toEqual(expected);
  });

  test('a hand-edited query is stored canonical: what the wizard would write, so opening it restores it exactly', () => {
    const canonical = canonicalDesignQuery('?c=cr&f=ko&d=len&p=cmv&s=puro&st=6&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8&x=1');
    expect(canonical).toBe(V1);
    expect(serializeDesign(parseDesign(canonical!))).toBe(canonical);
  });

  test('wizard links carry the saved design; the quote link opens step 6 with the dialog', () => {
    expect(designWizardLink(V1, 'd1')).toBe(`/design?${V1}&saved=d1`);
    expect(designWizardLink(V1)).toBe(`/design?${V1}`);
    const quote = new URL(designQuoteLink(V1.replace('st=6', 'st=2'), 'd1'), 'http://x');
    expect(quote.searchParams.get('st')).toBe('6');
    expect(quote.searchParams.get('quote')).toBe('1');
    expect(quote.searchParams.get('saved')).toBe('d1');
  });
});

describe('requestStatus: submitted → being reviewed → answered', () => {
  test.each([
    [{ read: false, answeredAt: null }, 'submitted'],
    [{ read: true, answeredAt: null }, 'reviewing'],
    [{ read: true, answeredAt: new Date() }, 'answered'],
    [{ read: false, answeredAt: '2026-11-25T00:00:00Z' }, 'answered'],
  ])('%j → %s', (row, expected) => {
    expect(requestStatus(row)).toBe(expected);
  });
});

describe('requestStatusChange: what the shop sets', () => {
  const T0 = new Date('2026-11-01T10:00:00Z');
  const NOW = new Date('2026-11-25T12:00:00Z');
  test.each<[string, { read: boolean; answeredAt: Date | null }, RequestStatus, unknown]>([
    ['submitted → being reviewed', { read: false, answeredAt: null }, 'reviewing', { read: true, answeredAt: null }],
    ['submitted → answered (also read)', { read: false, answeredAt: null }, 'answered', { read: true, answeredAt: NOW }],
    ['being reviewed → answered', { read: true, answeredAt: null }, 'answered', { read: true, answeredAt: NOW }],
    ['answered → being reviewed clears the answer', { read: true, answeredAt: T0 }, 'reviewing', { read: true, answeredAt: null }],
    ['being reviewed → submitted (unread again)', { read: true, answeredAt: null }, 'submitted', { read: false, answeredAt: null }],
    ['answered → submitted', { read: true, answeredAt: T0 }, 'submitted', { read: false, answeredAt: null }],
    ['an unread answered row becomes read, keeping the first answer date', { read: false, answeredAt: T0 }, 'answered', { read: true, answeredAt: T0 }],
    ['answered again changes nothing (the date stays)', { read: true, answeredAt: T0 }, 'answered', null],
    ['being reviewed again changes nothing', { read: true, answeredAt: null }, 'reviewing', null],
    ['submitted again changes nothing', { read: false, answeredAt: null }, 'submitted', null],
  ])('%s', (_label, row, target, expected) => {
    const change = requestStatusChange(row, target, NOW);
    expect(change).toEqual(expected);
    if (change) expect(requestStatus(change)).toBe(target);
  });
});

describe('the saved design the wizard edits', () => {
  const A = '0b6a3c1e-5d2f-4a7b-9c8d-1e2f3a4b5c6d';
  const B = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';
  test.each<[string, string, string | null]>([
    ['a well-formed id', `st=6&c=cr&saved=${A}`, A],
    ['upper case is the same id', `?saved=${A.toUpperCase()}`, A],
    ['none', 'st=6&c=cr', null],
    ['not an id', 'saved=../../x', null],
    ['empty', 'saved=', null],
  ])('savedDesignIdFrom: %s', (_label, query, expected) => {
    expect(savedDesignIdFrom(query)).toBe(expected);
    expect(savedDesignIdFrom(new URLSearchParams(query.replace(/^\?/, '')))).toBe(expected);
  });

  test.each<[string, string, string | null, string]>([
    ['the design query alone when nothing saved is edited', V1, null, V1],
    ['the saved id follows the design', V1, A, `${V1}&saved=${A}`],
    ['an empty design keeps the id', '', A, `saved=${A}`],
    ['an older id in the query is replaced', `${V1}&saved=${B}`, A, `${V1}&saved=${A}`],
  ])('wizardQuery: %s', (_label, design, id, expected) => {
    expect(wizardQuery(design, id)).toBe(expected);
  });

  test('a reload keeps editing the same design: the URL written is the URL read', () => {
    expect(savedDesignIdFrom(wizardQuery(V1, A))).toBe(A);
    expect(canonicalDesignQuery(wizardQuery(V1, A))).toBe(V1);
  });

  test.each<[string, string | null, SavedDesignEvent, string | null]>([
    ['saving as a new design switches to it', A, { type: 'saved', id: B }, B],
    ['the first save names the design', null, { type: 'saved', id: A }, A],
    ['start over forgets it', A, { type: 'reset' }, null],
    ['Back to a step from before the save keeps the design', A, { type: 'history', idInUrl: null }, A],
    ['Back to an entry of the older design keeps the newer one', B, { type: 'history', idInUrl: A }, B],
    ['Back to a saved design when none is edited picks it up', null, { type: 'history', idInUrl: A }, A],
    ['Back with nothing anywhere', null, { type: 'history', idInUrl: null }, null],
  ])('nextSavedDesignId: %s', (_label, current, event, expected) => {
    expect(nextSavedDesignId(current, event)).toBe(expected);
  });
});

describe('account sections', () => {
  test.each([
    ['/account', '/account'],
    ['/account/orders/123', '/account'],
    ['/account/quotes', '/account/quotes'],
    ['/account/designs/abc', '/account/designs'],
    ['/account/data', '/account/data'],
    ['/account/sign-in', null],
  ])('%s → %s', (path, expected) => {
    expect(currentSection(path)).toBe(expected);
  });

  test('one list, every entry under /account, no duplicates', () => {
    const hrefs = ACCOUNT_SECTIONS.map((s) => s.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const h of hrefs) expect(h === '/account' || h.startsWith('/account/')).toBe(true);
  });
});
