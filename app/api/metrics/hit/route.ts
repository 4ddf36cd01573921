// GET /api/metrics/hit — counts one home-page visit (docs/requirements.md §7; the page calls it once and ignores failures).
// Rate-limited per client address so a script cannot inflate the counter.
import { withPublic } from '@/lib/api/handler';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { recordSiteHit } from '@/lib/server/metrics';

export const dynamic = 'force-dynamic';

const HIT_LIMIT_PER_MINUTE = 30;
const NO_STORE = { 'Cache-Control': 'no-store' };

export const GET = withPublic(async ({ req }) => {
  const limit = await consumeRateLimit(`metrics-hit:${clientAddress(req)}`, HIT_LIMIT_PER_MINUTE, 60);
  if (!limit.allowed) {
    return Response.json(
      { error: 'Too many requests' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  await recordSiteHit();
  return Response.json({ ok: true }, { headers: NO_STORE });
});
