import { json, withAdmin } from '@/lib/api/handler';
import { finalizeDocument } from '@/lib/server/documents';
import { finalizeDocumentSchema } from '@/lib/validations/documents';

// POST /api/admin/documents/finalize — check the uploaded bytes are a safe PDF, store it as an SDS version or a lot's COA
export const POST = withAdmin(
  async ({ body, admin }) => {
    const { document, replaced } = await finalizeDocument(body, admin.email);
    return json({ document, replaced }, { status: replaced ? 200 : 201 });
  },
  { body: finalizeDocumentSchema },
);
