// GET /api/account/export — everything the shop holds about the signed-in customer as a JSON download.
import { json, NO_STORE, withCustomer } from '@/lib/api/handler';
import { exportCustomerData } from '@/lib/server/account-data';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) =>
  json(await exportCustomerData(customer), {
    headers: { 'Cache-Control': NO_STORE, 'Content-Disposition': 'attachment; filename="bioark-account-data.json"' },
  }),
);
