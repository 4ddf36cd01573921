import 'server-only';
// Catalogue writes: services.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { services } from '@/db/schema';
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { TAGS, announceChange } from '@/lib/server/cache';
import { reshapeService } from '@/lib/server/catalog';
import { EMPTY_SERVICE_VALUES, computeServicesConfig, newCustomId, planServicesConfig, type ServiceState, type ServiceValues, type ServicesConfig } from '@/lib/domain/catalog-admin';
import { normalizeServiceLink, uniqueServiceLink, SERVICE_LINK_PREFIX } from '@/lib/domain/slug';
import type { Service } from '@/lib/types/catalog';
import type { CreateServiceInput, ServicesConfigBody, UpdateServiceInput } from '@/lib/validations/catalog';
import { type Actor, type ServiceRow, type Tx, isUniqueViolation, revisionOf, serviceStateOf, serviceTags, serviceValuesOf } from '@/lib/server/catalog-admin/rows';
import { STALE_CATALOG, STALE_SERVICE } from '@/lib/server/catalog-admin/messages';
import { ImportRejected } from '@/lib/server/catalog-admin/products-config';

export async function listAdminServices(): Promise<Service[]> {
  const db = await getDb();
  const rows = await db.select().from(services).orderBy(sql`${services.createdAt} desc, ${services.id} asc`);
  return rows.map(reshapeService);
}

async function serviceOrThrow(tx: Tx | Db, id: string): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) throw notFound('Service not found');
  return row;
}

function staleService(current: ServiceRow): ApiError {
  return conflict(STALE_SERVICE, { current: reshapeService(current) });
}

function servicePatch(input: Partial<CreateServiceInput>): Partial<ServiceValues> {
  const patch: Partial<ServiceValues> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && k !== 'version') (patch as Record<string, unknown>)[k] = v;
  if (patch.link !== undefined) {
    patch.link = normalizeServiceLink(patch.link || input.name || '');
    patch.slug = patch.link.slice(SERVICE_LINK_PREFIX.length);
  }
  return patch;
}

/** POST /api/admin/services — docs/requirements.md §5 Service Add: link /services/{slug}, made unique with -2, -3. */
export async function createService(input: CreateServiceInput, actor: Actor): Promise<Service> {
  const db = await getDb();
  const run = () =>
    db.transaction(async (tx) => {
      const taken = await tx.select({ id: services.id, link: services.link, slug: services.slug }).from(services);
      const link = uniqueServiceLink(input.link || input.name, [...taken.map((t) => t.link), ...taken.map((t) => `${SERVICE_LINK_PREFIX}${t.slug}`)]);
      const now = Date.now();
      const id = newCustomId('svc', new Set(taken.map((t) => t.id)), now);
      const { link: _ignored, ...rest } = servicePatch(input);
      void _ignored;
      const values: ServiceValues = { ...EMPTY_SERVICE_VALUES, ...rest, link, slug: link.slice(SERVICE_LINK_PREFIX.length) };
      const [row] = await tx.insert(services).values({ id, ...values, builtin: false, seed: null, createdAt: new Date(now) }).returning();
      await recordAudit({ actorEmail: actor.email, action: 'create', entityType: 'service', entityId: id, summary: `Added service '${values.name}' (${link})` }, tx as unknown as Db);
      return row;
    });
  let row: ServiceRow;
  try {
    row = await run();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    row = await run();
  }
  await announceChange(serviceTags(row.id), { type: 'service', id: row.id });
  return reshapeService(row);
}

/** PATCH /api/admin/services/{id} — built-in edits are overrides (the seed stays); stale version → 409. */
export async function updateService(id: string, input: UpdateServiceInput, actor: Actor): Promise<Service> {
  const db = await getDb();
  const { version, ...fields } = input;
  const patch = servicePatch(fields);
  const row = await db
    .transaction(async (tx) => {
      const before = await serviceOrThrow(tx, id);
      if (before.version !== version) throw staleService(before);
      if (patch.slug !== undefined && patch.slug.toLowerCase() !== before.slug.toLowerCase()) {
        const [other] = await tx.select({ id: services.id, name: services.name }).from(services).where(sql`lower(${services.slug}) = ${patch.slug.toLowerCase()}`).limit(1);
        if (other && other.id !== id) throw badRequest(`The link ${patch.link} is already used by '${other.name}'`, { fieldErrors: { link: 'This link is already used by another service' } });
      }
      const [after] = await tx
        .update(services)
        .set({ ...patch, version: sql`${services.version} + 1`, updatedAt: new Date() })
        .where(and(eq(services.id, id), eq(services.version, version)))
        .returning();
      if (!after) throw staleService(await serviceOrThrow(tx, id));
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'update',
          entityType: 'service',
          entityId: id,
          summary: `Edited ${before.builtin ? 'built-in ' : ''}service '${after.name}'${before.builtin ? ' (stored as an override)' : ''}`,
          diff: shortDiff(serviceValuesOf(before) as never, serviceValuesOf(after) as never),
        },
        tx as unknown as Db,
      );
      return after;
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw badRequest('This link is already used by another service', { fieldErrors: { link: 'This link is already used by another service' } });
      throw err;
    });
  await announceChange(serviceTags(id), { type: 'service', id });
  return reshapeService(row);
}

/** POST /api/admin/services/{id}/reset — a built-in back to every seed value, gallery included. */
export async function resetService(id: string, version: number | undefined, actor: Actor): Promise<Service> {
  return restoreServiceSeed(id, version, actor, { keepMedia: false });
}

async function restoreServiceSeed(id: string, version: number | undefined, actor: Actor, opts: { keepMedia: boolean }): Promise<Service> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const before = await serviceOrThrow(tx, id);
    if (!before.builtin || !before.seed) throw badRequest('Only built-in services can be reset to default');
    if (version !== undefined && before.version !== version) throw staleService(before);
    const seed = { ...EMPTY_SERVICE_VALUES, ...before.seed };
    const values = opts.keepMedia ? { ...seed, images: before.images } : seed;
    const [after] = await tx
      .update(services)
      .set({ ...values, version: sql`${services.version} + 1`, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    await recordAudit(
      {
        actorEmail: actor.email,
        action: opts.keepMedia ? 'delete' : 'reset',
        entityType: 'service',
        entityId: id,
        summary: opts.keepMedia ? `Removed the override of built-in service '${seed.name}' (media kept)` : `Reset built-in service '${seed.name}' to default`,
      },
      tx as unknown as Db,
    );
    return after;
  });
  await announceChange(serviceTags(id), { type: 'service', id });
  return reshapeService(row);
}

/** DELETE /api/admin/services/{id} — docs/requirements.md §4: a built-in loses its override only; a custom service is removed. */
export async function deleteService(id: string, version: number | undefined, actor: Actor): Promise<{ removed: boolean; service: Service | null }> {
  const db = await getDb();
  const before = await serviceOrThrow(db, id);
  if (before.builtin) return { removed: false, service: await restoreServiceSeed(id, version, actor, { keepMedia: true }) };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(services)
      .where(version === undefined ? eq(services.id, id) : and(eq(services.id, id), eq(services.version, version)))
      .returning({ id: services.id });
    if (!row) throw staleService(await serviceOrThrow(tx, id));
    await recordAudit({ actorEmail: actor.email, action: 'delete', entityType: 'service', entityId: id, summary: `Deleted service '${before.name}'` }, tx as unknown as Db);
  });
  await announceChange(serviceTags(id), { type: 'service', id });
  return { removed: true, service: null };
}

/** GET /api/services-config — {overrides, custom, media} computed from the rows. */
export async function getServicesConfig(): Promise<ServicesConfig & { revision: string }> {
  const db = await getDb();
  const rows = await db.select().from(services);
  return { ...computeServicesConfig(rows.map(serviceStateOf)), revision: revisionOf(rows) };
}

/** PUT /api/services-config — present sections replace, absent stay; one transaction. */
export async function applyServicesConfig(body: ServicesConfigBody, actor: Actor): Promise<{ changed: number }> {
  const db = await getDb();
  const changed = await db
    .transaction(async (tx) => {
      const rows = await tx.select().from(services);
      if (body.revision && body.revision !== revisionOf(rows)) throw conflict(STALE_CATALOG, { revision: revisionOf(rows) });
      const current = rows.map(serviceStateOf);
      const plan = planServicesConfig(current, body);
      if (plan.errors.length) throw new ImportRejected(plan.errors.slice(0, 200), 'Invalid services config');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const key = (s: ServiceState) => JSON.stringify([s.values, s.createdAt]);
      const currentKey = new Map(current.map((s) => [s.id, key(s)]));
      const finalIds = new Set(plan.states.map((s) => s.id));
      const removed = current.filter((s) => !s.builtin && !finalIds.has(s.id)).map((s) => s.id);
      const changedStates = plan.states.filter((s) => currentKey.get(s.id) !== key(s));
      const toDelete = [...removed, ...changedStates.filter((s) => !s.builtin && byId.has(s.id)).map((s) => s.id)];
      if (toDelete.length) await tx.delete(services).where(inArray(services.id, toDelete));
      for (const s of changedStates.filter((x) => x.builtin)) {
        await tx.update(services).set({ ...s.values, version: sql`${services.version} + 1`, updatedAt: new Date() }).where(eq(services.id, s.id));
      }
      const inserts = changedStates
        .filter((s) => !s.builtin)
        .map((s) => ({ id: s.id, ...s.values, builtin: false, seed: null, version: (byId.get(s.id)?.version ?? 0) + 1, createdAt: new Date(s.createdAt) }));
      if (inserts.length) await tx.insert(services).values(inserts);
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'settings',
          entityType: 'service',
          entityId: null,
          summary: `Saved services config: ${Object.keys(body.overrides ?? {}).length} overrides, ${body.custom?.length ?? 0} custom, ${Object.keys(body.media ?? {}).length} media (${changedStates.length} changed, ${removed.length} removed)`,
        },
        tx as unknown as Db,
      );
      return changedStates.length + removed.length;
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new ImportRejected([{ path: 'custom', message: 'two services would share the same link' }], 'Invalid services config');
      throw err;
    });
  await announceChange([TAGS.services, TAGS.site], { type: 'service' });
  return { changed };
}
