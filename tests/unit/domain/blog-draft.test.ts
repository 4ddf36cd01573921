// The /blog/new draft: kept without the admin credentials, read back defensively, and not kept when blank.
import { BLOG_DRAFT_FIELDS, isBlankBlogDraft, parseBlogDraft, serializeBlogDraft } from '@/lib/domain/blog-draft';

const FULL = { title: 'T', author: 'A', category: 'C', excerpt: 'E', content: '## Body', coverImage: '/c.webp', readTime: '7', tags: 'pcr' };

describe('isBlankBlogDraft', () => {
  test.each([
    [{}, true],
    [{ readTime: '5' }, true],
    [{ readTime: '' }, true],
    [{ title: '   ' }, true],
    [{ adminEmail: 'a@b.test', adminPassword: 'secret' }, true],
    [{ readTime: '7' }, false],
    [{ content: 'x' }, false],
    [FULL, false],
  ])('%j → %s', (values, blank) => {
    expect(isBlankBlogDraft(values, '5')).toBe(blank);
  });
});

describe('serializeBlogDraft / parseBlogDraft', () => {
  test('a round trip keeps every field and the time, never the admin credentials', () => {
    const raw = serializeBlogDraft({ ...FULL, adminEmail: 'admin@bioark.test', adminPassword: 'hunter2' }, 1_700_000_000_000);
    expect(raw).not.toContain('hunter2');
    expect(raw).not.toContain('admin@bioark.test');
    expect(parseBlogDraft(raw)).toEqual({ values: FULL, savedAt: 1_700_000_000_000 });
  });

  test.each([
    [null],
    [''],
    ['{not json'],
    ['[]'],
    ['null'],
    ['{"v":2,"savedAt":1,"values":{}}'],
    ['{"v":1,"savedAt":"yesterday","values":{}}'],
    ['{"v":1,"savedAt":1}'],
  ])('unreadable %j gives null', (raw) => {
    expect(parseBlogDraft(raw)).toBeNull();
  });

  test('fields of the wrong type read as empty; unknown fields are dropped', () => {
    const draft = parseBlogDraft(JSON.stringify({ v: 1, savedAt: 5, values: { title: 42, content: 'ok', adminPassword: 'x', extra: 'y' } }));
    expect(Object.keys(draft!.values).sort()).toEqual([...BLOG_DRAFT_FIELDS].sort());
    expect(draft!.values).toMatchObject({ title: '', content: 'ok' });
  });
});
