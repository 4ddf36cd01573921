// GET/POST /api/account/designs — saved wizard designs; POST { name, query } saves a design as version 1.
import { withCustomer } from '@/lib/api/handler';
import { createDesign, listDesigns } from '@/lib/server/account-data';
import { createDesignSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ designs: await listDesigns(customer) }));

export const POST = withCustomer(async ({ customer, body }) => ({ design: await createDesign(customer, body.name, body.query) }), {
  body: createDesignSchema,
  maxBodyBytes: 4 * 1024,
});
