import { NO_STORE, withAdmin } from '@/lib/api/handler';
import { exportOrdersCsv } from '@/lib/server/offers';

// GET /api/admin/orders/export — every order as CSV for accounting (date, customer, institution, PO, amounts, status)
export const GET = withAdmin(async () => {
  const csv = await exportOrdersCsv();
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
