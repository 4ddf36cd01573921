import { readBodyText, withAdmin } from '@/lib/api/handler';
import { IMPORT_SUCCESS_MESSAGE, MAX_IMPORT_BYTES } from '@/lib/domain/catalog-admin';
import { applyProductsConfig, parseUntrustedConfig } from '@/lib/server/catalog-admin';
import { productsConfigSchema } from '@/lib/validations/catalog';

// POST /api/admin/products/import — an export bundle or products config; validated all or nothing (> 10 MB → 413)
export const POST = withAdmin(async ({ req, admin }) => {
  const body = parseUntrustedConfig(await readBodyText(req, MAX_IMPORT_BYTES), productsConfigSchema);
  const summary = await applyProductsConfig(body, admin, { action: 'import' });
  return { ok: true, message: IMPORT_SUCCESS_MESSAGE, summary };
});
