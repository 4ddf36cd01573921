import {
  BLOG_ADD_DEFAULTS,
  BLOG_PAGE_SIZE,
  DEFAULT_BLOG_VERSION,
  DEFAULT_READ_TIME,
  allocateBlogId,
  blogCategories,
  blogSlugFromTitle,
  estimateReadTime,
  filterBlogPosts,
  normalizeBlogEdit,
  sortBlogPosts,
  visibleBlogCount,
} from '@/lib/domain/blog';

const post = (over: Partial<{ title: string; excerpt: string; content: string; author: string; category: string; tags: string[]; date: string }>) => ({
  title: 'T',
  excerpt: 'E',
  content: 'C',
  author: 'A',
  category: 'General',
  tags: [] as string[],
  date: '2025-01-01T00:00:00.000Z',
  ...over,
});

const posts = [
  post({ title: 'How to choose a DNA ladder', category: 'Guides', tags: ['markers'] }),
  post({ title: 'Lentivirus titer', excerpt: 'MOI explained', category: 'Protocols', author: 'Dr. Chen' }),
  post({ title: 'qPCR', content: 'Use ROX wisely', category: 'guides', tags: ['qPCR', 'SYBR'] }),
];

describe('docs/requirements.md §9 blog constants', () => {
  test.each([
    ['Blog page size 6', BLOG_PAGE_SIZE, 6],
    ['Blog version default 2025-08-29-1', DEFAULT_BLOG_VERSION, '2025-08-29-1'],
    ['Default readTime 5', DEFAULT_READ_TIME, 5],
    ["Load more adds 6 (first page)", visibleBlogCount(1), 6],
    ["Load more adds 6 (after one Load more)", visibleBlogCount(2), 12],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('filterBlogPosts (docs/requirements.md §2 blog list search and category filter)', () => {
  test.each<[string, { q?: string; category?: string }, string[]]>([
    ['no filter keeps every post', {}, ['How to choose a DNA ladder', 'Lentivirus titer', 'qPCR']],
    ['search matches the title, case-insensitively', { q: 'dna LADDER' }, ['How to choose a DNA ladder']],
    ['search matches the excerpt', { q: 'moi' }, ['Lentivirus titer']],
    ['search matches the content', { q: 'rox' }, ['qPCR']],
    ['search matches the tags', { q: 'sybr' }, ['qPCR']],
    ['search matches the author', { q: 'chen' }, ['Lentivirus titer']],
    ["category 'All' keeps every post", { category: 'All' }, ['How to choose a DNA ladder', 'Lentivirus titer', 'qPCR']],
    ['a category keeps its posts (case-insensitive)', { category: 'Guides' }, ['How to choose a DNA ladder', 'qPCR']],
    ['search and category combine', { q: 'qpcr', category: 'Guides' }, ['qPCR']],
    ['no match is an empty list', { q: 'zebrafish' }, []],
  ])('%s', (_label, filter, titles) => {
    expect(filterBlogPosts(posts, filter).map((p) => p.title)).toEqual(titles);
  });
});

describe('blogCategories (docs/requirements.md §2 Category filter: All plus sorted categories)', () => {
  test.each<[string, string[], string[]]>([
    ['unique and sorted', ['Protocols', 'Guides', 'Announcements', 'Guides'], ['Announcements', 'Guides', 'Protocols']],
    ['blank categories are dropped', ['General', ' ', ''], ['General']],
    ['categories differing only in case are one choice (first spelling kept)', ['Guides', 'guides'], ['Guides']],
    ['sorting ignores case', ['beta', 'Alpha', 'Gamma'], ['Alpha', 'beta', 'Gamma']],
  ])('%s', (_label, categories, expected) => {
    expect(blogCategories(categories.map((category) => post({ category })))).toEqual(expected);
  });
});

describe('allocateBlogId (docs/requirements.md §5 The id is a timestamp, incremented if taken)', () => {
  test.each<[string, number[], number]>([
    ['a free timestamp is used', [], 1700000000000],
    ['a taken timestamp is incremented', [1700000000000], 1700000000001],
    ['incremented while taken', [1700000000000, 1700000000001], 1700000000002],
  ])('%s', (_label, taken, expected) => {
    expect(allocateBlogId(taken, 1700000000000)).toBe(expected);
  });
});

describe('blogSlugFromTitle (docs/requirements.md §5 Slug derived as for products, with numeric suffix on a clash)', () => {
  test.each<[string, string, string[], string]>([
    ['the slug of the title', 'How to Choose a DNA Ladder', [], 'how-to-choose-a-dna-ladder'],
    ['a clash gets -2', 'qPCR', ['qpcr'], 'qpcr-2'],
    ['an empty title gets p-{timestamp}', '???', [], 'p-1700000000000'],
  ])('%s', (_label, title, taken, expected) => {
    expect(blogSlugFromTitle(title, taken, 1700000000000)).toBe(expected);
  });
});

describe('normalizeBlogEdit (docs/requirements.md §5 On edit: date converted to ISO, readTime and views to numbers, tags split on commas)', () => {
  const now = Date.UTC(2025, 0, 2);
  test.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['date converted to ISO', { date: '2025-08-29' }, { date: '2025-08-29T00:00:00.000Z' }],
    ['an unreadable date becomes now', { date: 'soon' }, { date: '2025-01-02T00:00:00.000Z' }],
    ['readTime to a number', { readTime: '7' }, { readTime: 7 }],
    ['readTime NaN gives the default 5', { readTime: 'abc' }, { readTime: 5 }],
    ['readTime is at least 1', { readTime: 0 }, { readTime: 1 }],
    ['views to a number', { views: '42' }, { views: 42 }],
    ['views NaN gives 0', { views: 'many' }, { views: 0 }],
    ['tags split on commas and trimmed', { tags: ' crispr, qPCR ,, ' }, { tags: ['crispr', 'qPCR'] }],
    ['a tag list is kept (trimmed)', { tags: [' a ', '', 'b'] }, { tags: ['a', 'b'] }],
    ['a repeated tag is kept once, as first written', { tags: 'PCR, , polymerase,PCR, pcr' }, { tags: ['PCR', 'polymerase'] }],
    ['a repeated tag in a list too', { tags: ['qPCR', 'QPCR ', 'crispr'] }, { tags: ['qPCR', 'crispr'] }],
    ['other fields pass through', { title: 'Hello', slug: 'hello' }, { title: 'Hello', slug: 'hello', readTime: 5, views: 0, tags: [] }],
  ])('%s', (_label, input, expected) => {
    expect(normalizeBlogEdit(input, now)).toMatchObject(expected);
  });
});

describe('BLOG_ADD_DEFAULTS (docs/requirements.md §5 Defaults: author Admin, category General, excerpt —, readTime 5, views 0, no tags, placeholder content, fallback cover image)', () => {
  test.each([
    ['author Admin', BLOG_ADD_DEFAULTS.author, 'Admin'],
    ['category General', BLOG_ADD_DEFAULTS.category, 'General'],
    ["excerpt '—'", BLOG_ADD_DEFAULTS.excerpt, '—'],
    ['readTime 5', BLOG_ADD_DEFAULTS.readTime, 5],
    ['views 0', BLOG_ADD_DEFAULTS.views, 0],
    ['fallback cover image', BLOG_ADD_DEFAULTS.coverImage, '/images/blog/placeholder.webp'],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
  test('no tags and placeholder content', () => {
    expect(BLOG_ADD_DEFAULTS.tags).toEqual([]);
    expect(BLOG_ADD_DEFAULTS.content.length).toBeGreaterThan(0);
  });
});

describe('estimateReadTime (words / 200, rounded up, at least 1)', () => {
  test.each([
    ['empty text is 1 minute', '', 1],
    ['200 words is 1 minute', 'word '.repeat(200), 1],
    ['201 words is 2 minutes', 'word '.repeat(201), 2],
    ['markdown symbols are not words', '# \n - \n ``` \n', 1],
  ] as const)('%s', (_label, text, expected) => {
    expect(estimateReadTime(text)).toBe(expected);
  });
});

describe('sortBlogPosts (docs/requirements.md §2 Blog admin sort toggle: time newest first, or A–Z)', () => {
  const list = [post({ title: 'b', date: '2025-01-01' }), post({ title: 'A', date: '2025-03-01' }), post({ title: 'c', date: '2025-02-01' })];
  test.each([
    ['time newest first', 'time', ['A', 'c', 'b']],
    ['A–Z', 'title', ['A', 'b', 'c']],
  ] as const)('%s', (_label, mode, titles) => {
    expect(sortBlogPosts(list, mode).map((p) => p.title)).toEqual(titles);
  });
});
