// The services config of docs/requirements.md §3/§7: overrides, custom, media — computed from the rows, accepted back.
import { json, readBodyText, withAdmin } from '@/lib/api/handler';
import { applyServicesConfig, getServicesConfig, parseUntrustedConfig } from '@/lib/server/catalog-admin';
import { servicesConfigSchema } from '@/lib/validations/catalog';

const MAX_SERVICES_CONFIG_BYTES = 2 * 1024 * 1024;

// GET /api/services-config — {overrides, custom, media} (+ revision, also as ETag)
export const GET = withAdmin(async () => {
  const config = await getServicesConfig();
  return json(config, { headers: { ETag: `"${config.revision}"` } });
});

// PUT /api/services-config — replace the sections sent (all or nothing)
export const PUT = withAdmin(async ({ req, admin }) => {
  const body = parseUntrustedConfig(await readBodyText(req, MAX_SERVICES_CONFIG_BYTES), servicesConfigSchema, 'Invalid services config');
  const ifMatch = req.headers.get('if-match')?.replace(/^W\//, '').replace(/"/g, '');
  const result = await applyServicesConfig({ ...body, revision: body.revision ?? ifMatch ?? undefined }, admin);
  return { ok: true, ...result, ...(await getServicesConfig()) };
});
