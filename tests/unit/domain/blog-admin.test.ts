import { BLOG_ADD_DEFAULTS, buildNewBlogPost, insertAtSelection, isSafeBlogImagePath, markdownImage, nextBlogVersion, planBlogCollection } from '@/lib/domain/blog';
import { blogCollectionSchema, blogNewFormSchema, createBlogPostSchema, publicCreateBlogPostSchema, TITLE_REQUIRED, updateBlogPostSchema } from '@/lib/validations/blog';

const NOW = 1_700_000_000_000;

describe('buildNewBlogPost (docs/requirements.md §5 Blog add in admin)', () => {
  const taken = { ids: [NOW, 1], slugs: ['qpcr', 'qpcr-2', 'How-To'] };
  test.each<[string, Parameters<typeof buildNewBlogPost>[0], Record<string, unknown>]>([
    ['slug derived as for products', { title: 'Lentivirus Titer & MOI' }, { slug: 'lentivirus-titer-moi' }],
    ['a clash gets the next free suffix (-3 after -2)', { title: 'qPCR' }, { slug: 'qpcr-3' }],
    ['clashes compare case-insensitively', { title: 'how to' }, { slug: 'how-to-2' }],
    ['an empty slug falls back to p-{timestamp}', { title: '!!!' }, { slug: `p-${NOW}` }],
    ['a given slug is slugified and made unique', { title: 'x', slug: 'QPCR' }, { slug: 'qpcr-3' }],
    ['the id is the timestamp, incremented if taken', { title: 'x' }, { id: NOW + 1 }],
    ['a given free id is kept', { title: 'x', id: 42 }, { id: 42 }],
    ['a given taken id is replaced', { title: 'x', id: 1 }, { id: NOW + 1 }],
    [
      'defaults: author Admin, category General, excerpt —, readTime 5, views 0, no tags, placeholder content, fallback cover',
      { title: 'x' },
      {
        author: 'Admin',
        category: 'General',
        excerpt: '—',
        readTime: 5,
        views: 0,
        tags: [],
        content: BLOG_ADD_DEFAULTS.content,
        coverImage: BLOG_ADD_DEFAULTS.coverImage,
        date: new Date(NOW).toISOString(),
      },
    ],
    ['blank strings take the defaults too', { title: 'x', author: ' ', category: '', excerpt: '  ' }, { author: 'Admin', category: 'General', excerpt: '—' }],
    ['given values are kept (tags split on commas, readTime a number)', { title: ' Hi ', author: 'Dr. A', tags: 'a, b', readTime: '8' }, { title: 'Hi', author: 'Dr. A', tags: ['a', 'b'], readTime: 8 }],
    ['an unsafe cover falls back', { title: 'x', coverImage: 'javascript:alert(1)' }, { coverImage: BLOG_ADD_DEFAULTS.coverImage }],
  ])('%s', (_label, input, expected) => {
    expect(buildNewBlogPost(input, taken, NOW)).toMatchObject(expected);
  });
});

describe('nextBlogVersion (docs/requirements.md §3 collection version, default 2025-08-29-1)', () => {
  const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
  test.each([
    ['the default moves to today, change 1', '2025-08-29-1', day('2026-01-05'), '2026-01-05-1'],
    ['a second change the same day counts up', '2026-01-05-1', day('2026-01-05'), '2026-01-05-2'],
    ['counts past 9', '2026-01-05-9', day('2026-01-05'), '2026-01-05-10'],
    ['an unreadable version starts today at 1', 'whatever', day('2026-01-05'), '2026-01-05-1'],
    ['a clock behind the stored day still moves forward', '2026-02-01-3', day('2026-01-05'), '2026-02-01-4'],
  ])('%s', (_label, current, now, expected) => {
    expect(nextBlogVersion(current, now)).toBe(expected);
  });
});

describe('isSafeBlogImagePath (cover and media map URLs)', () => {
  test.each([
    ['a site path', '/images/blog/x.webp', true],
    ['a media route path', '/api/media/blog/abc.webp', true],
    ['an https URL', 'https://cdn.example.com/a.png', true],
    ['protocol-relative', '//evil.example/a.png', false],
    ['http (next/image loads only https remotes)', 'http://example.com/a.png', false],
    ['javascript:', 'javascript:alert(1)', false],
    ['data:', 'data:image/png;base64,AAAA', false],
    ['a bare file name', 'a.png', false],
    ['a quote or angle bracket', '/a.png"onerror="x', false],
    ['empty', '', false],
  ])('%s', (_label, value, expected) => {
    expect(isSafeBlogImagePath(value)).toBe(expected);
  });
});

describe('planBlogCollection (docs/requirements.md §3 collection: posts, hidden, overrides)', () => {
  const stored = [
    { id: 1, builtin: true },
    { id: 2, builtin: true },
    { id: 10, builtin: false },
    { id: 11, builtin: false },
  ];
  test.each<[string, Parameters<typeof planBlogCollection>[1], Partial<ReturnType<typeof planBlogCollection>>]>([
    [
      'posts are upserted by id; a custom post named nowhere is deleted',
      { postIds: [1, 2, 10, undefined, 99], hidden: [], overrideIds: [] },
      { update: [1, 2, 10], createCount: 2, remove: [11], hide: [], show: [1, 2, 10] },
    ],
    ['a built-in named nowhere is kept (older clients send only custom posts)', { postIds: [10, 11], hidden: [], overrideIds: [] }, { remove: [], show: [1, 2, 10, 11] }],
    ['hidden ids are hidden, every other kept post visible', { postIds: [10, 11], hidden: [2], overrideIds: [] }, { hide: [2], show: [1, 10, 11] }],
    ['an override keeps a custom post', { postIds: [], hidden: [], overrideIds: [11] }, { remove: [10] }],
  ])('%s', (_label, incoming, expected) => {
    expect(planBlogCollection(stored, incoming)).toMatchObject(expected);
  });
});

describe('blog schemas (docs/requirements.md §5)', () => {
  test("admin add: title required ('Title is required')", () => {
    const r = createBlogPostSchema.safeParse({ title: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(TITLE_REQUIRED);
  });

  test('edit: date to ISO, readTime and views to numbers, tags split on commas', () => {
    const r = updateBlogPostSchema.parse({ date: '2025-08-29', readTime: '6', views: '10', tags: 'x, y' });
    expect(r).toEqual({ date: '2025-08-29T00:00:00.000Z', readTime: 6, views: 10, tags: ['x', 'y'] });
  });

  test.each([
    ['read time 0', { readTime: 0 }],
    ['read time not numeric', { readTime: 'soon' }],
    ['read time fractional', { readTime: 1.5 }],
    ['negative views', { views: -1 }],
    ['bad date', { date: 'someday' }],
    ['unsafe cover', { coverImage: 'javascript:alert(1)' }],
    ['empty edit', {}],
  ])('edit rejects %s', (_label, body) => {
    expect(updateBlogPostSchema.safeParse(body).success).toBe(false);
  });

  test('/blog/new: Title, Author, Excerpt required; Admin Email and Password required unless signed in', () => {
    const base = { title: 'T', author: 'A', excerpt: 'E', content: 'C' };
    expect(blogNewFormSchema(true).safeParse(base).success).toBe(false);
    expect(blogNewFormSchema(true).safeParse({ ...base, adminEmail: 'a@b.test', adminPassword: 'pw' }).success).toBe(true);
    expect(blogNewFormSchema(false).safeParse(base).success).toBe(true);
    const r = publicCreateBlogPostSchema.safeParse({ content: 'C' });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['author', 'excerpt', 'title']);
  });

  test('collection: version required; hidden ids accept numeric strings', () => {
    expect(blogCollectionSchema.safeParse({ posts: [] }).success).toBe(false);
    expect(blogCollectionSchema.parse({ version: 'v', posts: [], hidden: ['12', 3] })).toMatchObject({ hidden: [12, 3], overrides: {} });
  });
});

describe('markdownImage and insertAtSelection (Upload Image / Import from URL insert ![name](path) at the cursor)', () => {
  test.each([
    ['the file name without extension is the alt text', 'gel photo.png', '/api/media/blog/a.webp', '![gel photo](/api/media/blog/a.webp)'],
    ['brackets in the name are dropped', 'a]b[c.jpg', '/x.webp', '![a b c](/x.webp)'],
    ['spaces and parentheses in the path are encoded', 'x', '/a b(1).webp', '![x](/a%20b%281%29.webp)'],
  ])('%s', (_label, name, path, expected) => {
    expect(markdownImage(name, path)).toBe(expected);
  });

  test.each<[string, string, number, number, { text: string; caret: number }]>([
    ['into an empty text', '', 0, 0, { text: 'IMG', caret: 3 }],
    ['at the end of a line gets its own line', 'Hello', 5, 5, { text: 'Hello\nIMG', caret: 9 }],
    ['in the middle of a line splits it', 'ab', 1, 1, { text: 'a\nIMG\nb', caret: 5 }],
    ['at the start of a line', 'x\ny', 2, 2, { text: 'x\nIMG\ny', caret: 5 }],
    ['replaces the selection', 'a\nSEL\nb', 2, 5, { text: 'a\nIMG\nb', caret: 5 }],
    ['out-of-range positions are clamped', 'ab', 10, 99, { text: 'ab\nIMG', caret: 6 }],
  ])('%s', (_label, text, start, end, expected) => {
    expect(insertAtSelection(text, start, end, 'IMG')).toEqual(expected);
  });
});
