import { json, withAdmin } from '@/lib/api/handler';
import { addOrderNote } from '@/lib/server/fulfilment';
import { orderNoteSchema } from '@/lib/validations/fulfilment';

// POST /api/admin/orders/{id}/notes — an admin-only note on the order's timeline
export const POST = withAdmin(
  async ({ params, body, admin }) => {
    await addOrderNote(params.id, body, admin);
    return json({ ok: true }, { status: 201 });
  },
  { body: orderNoteSchema },
);
