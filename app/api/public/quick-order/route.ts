import { withPublic, json, NO_STORE } from '@/lib/api/handler';
import { resolveQuickOrder } from '@/lib/server/quick-order';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { quickOrderSchema } from '@/lib/validations/checkout';

export const dynamic = 'force-dynamic';

// POST /api/public/quick-order — resolve pasted "catalog number, pack size, quantity" lines to cart lines;
// unknown catalog numbers and bad quantities come back as per-line errors.
export const POST = withPublic(
  async ({ req, body }) => {
    await enforceRateLimit(`quick-order:${clientAddress(req)}`, 60, 60);
    return json(await resolveQuickOrder(body.text), { headers: { 'Cache-Control': NO_STORE } });
  },
  { body: quickOrderSchema, maxBodyBytes: 16 * 1024 },
);
