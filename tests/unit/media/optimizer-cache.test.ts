// Deleting a library image purges the optimizer's copies by every width, quality and format the optimizer may have
// answered (lib/server/media/optimizer-cache.ts). Those are Next's defaults as long as next.config.mjs sets none of
// its own: a size, quality or format added there would leave copies behind, so this test asks for both to change.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const config = readFileSync(path.resolve(__dirname, '../../../next.config.mjs'), 'utf8');

test('next.config.mjs sets no image sizes or qualities of its own (the purge uses Next\'s defaults)', () => {
  expect(config).not.toMatch(/\b(deviceSizes|imageSizes|qualities)\b/);
});

test('the formats next.config.mjs lists are the ones the purge covers', () => {
  const formats = /formats:\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '';
  expect(formats.match(/image\/[a-z]+/g)?.sort()).toEqual(['image/avif', 'image/webp']);
});
