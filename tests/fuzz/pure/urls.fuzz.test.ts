/**
 * URL handling never leaves the site or the media root, for any generated input: slugs, stored-cart links and
 * images, admin link targets, media storage keys (tests/fuzz/config.ts for the seed and a longer run).
 */
import path from 'node:path';
import fc from 'fast-check';
import { normalizeSlugParam, slugify } from '@/lib/domain/slug';
import { isSafeHref, renderableHref, safeImageSrc, sitePathHref } from '@/lib/domain/safe-url';
import { isSafeKeyPath, makeStorageKey, sanitizeFolder, slugifyFileName } from '@/lib/domain/media';
import { fuzzParams } from '@/tests/fuzz/config';
import { hostileString } from '@/tests/fuzz/hostile';

const SITE = 'https://shop.example';

// Strings that look like URLs: a scheme or slashes, then hostile text.
const urlish = fc.oneof(
  hostileString,
  fc.tuple(fc.constantFrom('/', '//', '/\\', '\\\\', 'http://', 'https://', 'javascript:', ' /', '\t//', '/%2F', 'HTTPS://', 'data:text/html,', '///', '/\t/'), hostileString).map(([a, b]) => a + b),
);

test('slugify yields only lowercase letters, digits and single dashes', () => {
  fc.assert(
    fc.property(hostileString, (s) => {
      expect(slugify(s)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
    }),
    fuzzParams(),
  );
});

test('slug lookups never throw and never carry a control character to the database', () => {
  fc.assert(
    fc.property(hostileString, (s) => {
      expect(normalizeSlugParam(encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))).includes('\u0000')).toBe(false);
      expect(() => normalizeSlugParam(s)).not.toThrow();
    }),
    fuzzParams(),
  );
});

test('a stored cart link that is rendered stays on this site', () => {
  fc.assert(
    fc.property(urlish, (s) => {
      const href = sitePathHref(s);
      if (href !== null) expect(new URL(href, SITE).origin).toBe(SITE);
    }),
    fuzzParams(),
  );
});

test('a stored cart image is this site or https', () => {
  fc.assert(
    fc.property(urlish, (s) => {
      const src = safeImageSrc(s);
      if (src !== null) {
        const url = new URL(src, SITE);
        expect(url.origin === SITE || url.protocol === 'https:').toBe(true);
      }
    }),
    fuzzParams(),
  );
});

test('an admin link target is a site path or http(s), never a script', () => {
  fc.assert(
    fc.property(urlish, (s) => {
      const href = renderableHref(s);
      if (href !== null) {
        expect(isSafeHref(href)).toBe(true);
        const url = new URL(href, SITE);
        expect(['http:', 'https:']).toContain(url.protocol);
        if (!/^https?:/i.test(href)) expect(url.origin).toBe(SITE);
      }
    }),
    fuzzParams(),
  );
});

test('media keys resolve inside the media root', () => {
  const root = path.resolve('/srv/media');
  fc.assert(
    fc.property(hostileString, hostileString, (folder, fileName) => {
      const key = makeStorageKey({ fileName, mimeType: 'image/png', id: 'abc123', folder, now: new Date('2026-11-25T00:00:00Z') });
      expect(isSafeKeyPath(key)).toBe(true);
      expect(path.resolve(root, key).startsWith(root + path.sep)).toBe(true);
      expect(sanitizeFolder(folder)).not.toMatch(/\.\.|^\/|\\/);
      expect(slugifyFileName(fileName)).not.toMatch(/[/\\]/);
    }),
    fuzzParams(),
  );
});

test('any key the storage accepts resolves inside the media root', () => {
  const root = path.resolve('/srv/media');
  fc.assert(
    fc.property(fc.array(fc.oneof(hostileString, fc.constantFrom('..', '.', '', '%2e%2e', 'a', 'b.png')), { maxLength: 5 }).map((parts) => parts.join('/')), (key) => {
      if (isSafeKeyPath(key)) expect(path.resolve(root, key).startsWith(root + path.sep)).toBe(true);
    }),
    fuzzParams(),
  );
});
