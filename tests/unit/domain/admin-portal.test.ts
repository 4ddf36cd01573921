// Rules of the admin portal (docs/requirements.md §2 Admin portal, §4 Quote stored, §6, §7, §8), one row per rule.
import {
  countUnread,
  diffRows,
  filterAdmins,
  filterContactMessages,
  filterQuotes,
  formatUnreadBadge,
  inboxRowLabel,
  isTabActive,
  quoteMailto,
  quoteRowLabel,
  quoteSenderName,
  safeAdminNext,
  signInErrorMessage,
  sortQuotesNewestFirst,
  unreadIds,
} from '@/lib/domain/admin-portal';

describe('signInErrorMessage: next-auth results become the spec texts', () => {
  test.each([
    [null, undefined, null],
    ['', undefined, null],
    ['Invalid credentials', 401, 'Invalid credentials'],
    ['CredentialsSignin', 401, 'Invalid credentials'],
    ['Configuration', 500, 'Invalid credentials'],
    ['You are not authorized to access Admin Portal', 401, 'You are not authorized to access Admin Portal'],
    ['You%20are%20not%20authorized%20to%20access%20Admin%20Portal', 401, 'You are not authorized to access Admin Portal'],
    ['AccessDenied', 403, 'You are not authorized to access Admin Portal'],
    ['Too many sign-in attempts. Please wait a minute and try again.', 401, 'Too many sign-in attempts. Please wait a minute and try again.'],
    ['anything', 429, 'Too many sign-in attempts. Please wait a minute and try again.'],
  ])('%s (status %s) → %s', (error, status, expected) => {
    expect(signInErrorMessage(error, status)).toBe(expected);
  });
});

describe('safeAdminNext: ?next= stays inside the portal', () => {
  test.each([
    [undefined, '/admin'],
    ['', '/admin'],
    ['/admin/quotes', '/admin/quotes'],
    ['/admin/quotes?id=1', '/admin/quotes?id=1'],
    ['%2Fadmin%2Fusers', '/admin/users'],
    ['/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login', '/admin'],
    ['/admin/login?next=/admin/users', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/\\evil.example', '/admin'],
    ['/admin/..//evil.example', '/admin'],
    ['javascript:alert(1)', '/admin'],
    ['/products', '/admin'],
    ['%E0%A4%A', '/admin'],
  ])('%s → %s', (next, expected) => {
    expect(safeAdminNext(next)).toBe(expected);
  });
});

describe('isTabActive: each tab is its own URL', () => {
  test.each([
    ['/admin', '/admin', true],
    ['/admin', '/admin/', true],
    ['/admin', '/admin/users', false],
    ['/admin/users', '/admin/users', true],
    ['/admin/users', '/admin/users/abc', true],
    ['/admin/users', '/admin/usersettings', false],
    ['/admin/quotes', null, false],
  ])('tab %s on %s → %s', (href, path, expected) => {
    expect(isTabActive(href, path)).toBe(expected);
  });
});

test.each([
  [0, null],
  [-1, null],
  [1, '1'],
  [99, '99'],
  [100, '99+'],
  [Number.NaN, null],
])('unread badge for %s → %s', (n, expected) => {
  expect(formatUnreadBadge(n)).toBe(expected);
});

const admins = [
  { email: 'ada@bioark.test', name: 'Ada Lovelace', address: '1 Lab Way, Boston' },
  { email: 'bob@bioark.test', name: '', address: '' },
];

test.each([
  ['', 2],
  ['ADA', 1],
  ['boston', 1],
  ['bob@', 1],
  ['ada boston', 1],
  ['ada bob', 0],
  ['zzz', 0],
])('admin search %j finds %i', (q, n) => {
  expect(filterAdmins(admins, q)).toHaveLength(n);
});

const quotes = [
  { id: 'a', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@uni.test', company: 'Uni', serviceType: 'cloning', projectDescription: 'CRISPR knock-out', createdAt: '2025-01-01T10:00:00Z', read: true },
  { id: 'b', firstName: 'Bob', lastName: '-', email: 'bob@lab.test', company: '', serviceType: 'Product Quote', catalogNumber: 'BADM3362', projectDescription: 'GN8K', createdAt: '2025-03-01T10:00:00Z', read: false },
  { id: 'c', firstName: '-', lastName: '-', email: 'c@x.test', createdAt: '2025-02-01T10:00:00Z', read: false },
];

describe('quotes inbox rules', () => {
  test('newest first', () => {
    expect(sortQuotesNewestFirst(quotes).map((q) => q.id)).toEqual(['b', 'c', 'a']);
  });

  test.each([
    ['', ['a', 'b', 'c']],
    ['crispr', ['a']],
    ['badm3362', ['b']],
    ['LAB.TEST', ['b']],
    ['uni ada', ['a']],
    ['cloning', ['a']],
  ])('search %j → %j', (q, ids) => {
    expect(filterQuotes(quotes, q).map((x) => x.id)).toEqual(ids);
  });

  test('the unread count is the number of quotes with read false; Mark all read targets exactly those', () => {
    expect(countUnread(quotes)).toBe(2);
    expect(unreadIds(quotes)).toEqual(['b', 'c']);
    expect(countUnread([])).toBe(0);
  });

  test.each([
    [quotes[0], 'Ada Lovelace'],
    [quotes[1], 'Bob'],
    [quotes[2], 'c@x.test'],
  ])('sender name of %j', (q, name) => {
    expect(quoteSenderName(q)).toBe(name);
  });

  test('the Email link is a mailto with a subject naming the request', () => {
    expect(quoteMailto({ email: 'ada@uni.test', serviceType: 'cloning' }, 'Custom Cloning')).toBe(
      'mailto:ada@uni.test?subject=Your%20quote%20request%20%E2%80%94%20Custom%20Cloning',
    );
    expect(quoteMailto({ email: 'a+b@x.test', serviceType: '' })).toBe('mailto:a%2Bb@x.test?subject=Your%20quote%20request');
  });
});

test('audit diffs become before/after rows', () => {
  expect(diffRows({ name: ['Old', 'New'], price: [null, 4700], tags: [[], ['a']], note: 'x' })).toEqual([
    { field: 'name', before: 'Old', after: 'New' },
    { field: 'price', before: '—', after: '4700' },
    { field: 'tags', before: '[]', after: '["a"]' },
    { field: 'note', before: '—', after: 'x' },
  ]);
  expect(diffRows(null)).toEqual([]);
});

describe('filterContactMessages: the Messages tab search and status filter', () => {
  const base = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@lab.test', company: 'Harvard Lab', subject: 'technical', subjectLabel: 'Technical Support', message: 'Is the line validated?', status: 'submitted' };
  const messages = [
    { ...base, id: 'a' },
    { ...base, id: 'b', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lab.test', company: '', subject: 'products', subjectLabel: 'Product Information', message: 'Dry ice shipping?', status: 'answered' },
    { ...base, id: 'c', message: 'Second question', status: 'reviewing' },
  ];
  test.each<[string, string, string, string[]]>([
    ['no query, every status', '', '', ['a', 'b', 'c']],
    ['by name, any case', 'GRACE', '', ['a', 'c']],
    ['by e-mail', 'ada@lab', '', ['b']],
    ['by subject label', 'product info', '', ['b']],
    ['by subject value', 'technical', '', ['a', 'c']],
    ['by company', 'harvard', '', ['a', 'c']],
    ['by message text, every word', 'dry shipping', '', ['b']],
    ['words in any order across fields', 'hopper second', '', ['c']],
    ['a status alone', '', 'answered', ['b']],
    ['a status and a query', 'grace', 'reviewing', ['c']],
    ['nothing matches', 'zebrafish', '', []],
  ])('%s', (_label, query, status, expected) => {
    expect(filterContactMessages(messages, query, status).map((m) => m.id)).toEqual(expected);
  });
});

describe('inbox rows: a concise accessible name, never the message body', () => {
  const q = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@lab.test', company: 'Uni Lab', read: false, answeredAt: null, projectDescription: 'A long paragraph.' };
  test('quote: name, institution, service, date, state', () => {
    expect(quoteRowLabel(q, 'Custom Cloning', 'Nov 28, 2026')).toBe('Ada Lovelace, Uni Lab, Custom Cloning, Nov 28, 2026, Unread');
    expect(quoteRowLabel({ ...q, read: true, answeredAt: '2026-11-28T10:00:00Z' }, 'Custom Cloning', 'Nov 28, 2026')).toBe(
      'Ada Lovelace, Uni Lab, Custom Cloning, Nov 28, 2026, Read, Answered',
    );
    expect(quoteRowLabel(q, 'Custom Cloning', 'Nov 28, 2026')).not.toContain('paragraph');
  });
  test('empty parts are left out; the e-mail stands in for a missing name', () => {
    expect(quoteRowLabel({ ...q, firstName: '', lastName: '-', company: '' }, '', 'Nov 28, 2026')).toBe('ada@lab.test, Nov 28, 2026, Unread');
    expect(inboxRowLabel(['  Ada \n Lovelace ', null, undefined, false, '', 'Submitted'])).toBe('Ada Lovelace, Submitted');
  });
});

