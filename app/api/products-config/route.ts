// The products config of docs/requirements.md §3/§7: computed from the database rows, accepted back in one transaction.
import { json, readBodyText, withAdmin } from '@/lib/api/handler';
import { MAX_IMPORT_BYTES } from '@/lib/domain/catalog-admin';
import { applyProductsConfig, getProductsConfig, parseUntrustedConfig } from '@/lib/server/catalog-admin';
import { productsConfigSchema } from '@/lib/validations/catalog';

// GET /api/products-config — {version, products, overrides, details, hidden} (+ revision, also as ETag)
export const GET = withAdmin(async () => {
  const config = await getProductsConfig();
  return json(config, { headers: { ETag: `"${config.revision}"` } });
});

// PUT /api/products-config — replace the sections sent (all or nothing); If-Match / revision → 409 when stale
export const PUT = withAdmin(async ({ req, admin }) => {
  const body = parseUntrustedConfig(await readBodyText(req, MAX_IMPORT_BYTES), productsConfigSchema, 'Invalid products config');
  const ifMatch = req.headers.get('if-match')?.replace(/^W\//, '').replace(/"/g, '');
  const summary = await applyProductsConfig({ ...body, revision: body.revision ?? ifMatch ?? undefined }, admin);
  return { ok: true, summary, ...(await getProductsConfig()) };
});
