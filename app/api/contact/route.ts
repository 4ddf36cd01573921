// POST /api/contact — the contact form (docs/requirements.md §7): rate-limited per address, honeypot, message and e-mail in
// one transaction.
import { json, withPublic } from '@/lib/api/handler';
import { storeContactMessage } from '@/lib/server/contact';
import { fakeId, guardPublicForm, isHoneypotTripped } from '@/lib/server/public-forms';
import { contactSchema } from '@/lib/validations/contact';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const POST = withPublic(
  async ({ req, body }) => {
    const address = await guardPublicForm(req, 'contact', body);
    if (isHoneypotTripped(body, 'contact', address)) return json({ ok: true, id: fakeId() }, { status: 201, headers: NO_STORE });
    const stored = await storeContactMessage(body, { address });
    return json({ ok: true, id: stored.id, createdAt: stored.createdAt }, { status: 201, headers: NO_STORE });
  },
  { body: contactSchema },
);
