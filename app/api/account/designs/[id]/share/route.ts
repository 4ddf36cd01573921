// POST /api/account/designs/:id/share { shared } — makes a new read-only share link (an older one stops
// working) or turns sharing off. The link's token is answered once; only its hash is stored.
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { setDesignSharing } from '@/lib/server/account-data';
import { shareDesignSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const POST = withCustomer(
  async ({ customer, params, body }) => {
    const result = await setDesignSharing(customer, params.id, body.shared);
    if (!result) throw notFound('Design not found');
    return { shared: result.shared, path: result.token ? `/account/shared/${result.token}` : null };
  },
  { body: shareDesignSchema, maxBodyBytes: 1024 },
);
