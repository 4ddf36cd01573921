import 'server-only';
// Catalogue writes (docs/requirements.md §4 Products (admin), Services (admin); §5 Add product, Service Add, Import products;
// §7 products-config, services-config). Reads live in lib/server/catalog.ts.
//
// Built-in rows keep their seed: editing one changes the row (that is the "override"); 'Reset to default'
// copies the seed back; deleting a built-in product hides it with its seed values (overrides and details
// cleared); deleting a custom product removes the row. Every write is zod-validated by its route, runs in one
// transaction with its audit entry, checks the version it is based on (a stale one → 409, the newer edit
// stays), and then revalidates the public pages and announces the change to every instance.
//
// One module per concern; rows.ts (row ↔ value mapping, catalogue-number and version checks) is internal.
export * from '@/lib/server/catalog-admin/messages';
export * from '@/lib/server/catalog-admin/products';
export * from '@/lib/server/catalog-admin/products-config';
export * from '@/lib/server/catalog-admin/services';
export * from '@/lib/server/catalog-admin/untrusted';
