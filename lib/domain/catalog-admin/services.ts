// Catalogue administration rules: services (docs/requirements.md §3 Services config).
import { normalizeServiceLink, SERVICE_LINK_PREFIX } from '@/lib/domain/slug';
import type { RowError } from '@/lib/domain/catalog-admin/apply-config';
import { same, byId, sortedRecord } from '@/lib/domain/catalog-admin/internal';
import type { ServiceFields } from '@/lib/validations/catalog';

/** A service's editable fields: the stored shape declared once by its zod schema (lib/validations/catalog.ts). */
export type ServiceValues = ServiceFields;
export type ProcessStepValue = ServiceValues['processOverview'][number];

export interface ServiceState {
  id: string;
  builtin: boolean;
  values: ServiceValues;
  seed: ServiceValues | null;
  createdAt: string;
}

/** Every service field except the gallery, which the spec keeps apart as `media`. */
export const SERVICE_OVERRIDE_KEYS = [
  'name', 'description', 'link', 'icon', 'imageUrl', 'longDescription', 'keyBenefits', 'processOverview',
  'relatedProducts', 'caseStudies', 'markdown',
] as const;

export type ServiceOverride = Partial<Pick<ServiceValues, (typeof SERVICE_OVERRIDE_KEYS)[number]>>;

export interface CustomServiceEntry extends Omit<ServiceValues, 'slug' | 'images'> {
  id: string;
  createdAt: string;
}

export interface ServicesConfig {
  overrides: Record<string, ServiceOverride>;
  custom: CustomServiceEntry[];
  media: Record<string, string[]>;
}

export type ServicesConfigInput = Partial<{
  overrides: Record<string, ServiceOverride>;
  custom: (Partial<CustomServiceEntry> & { id: string; name: string })[];
  media: Record<string, string[]>;
}>;

export const EMPTY_SERVICE_VALUES: ServiceValues = {
  slug: '',
  link: '',
  name: '',
  description: '',
  icon: 'FlaskConical',
  imageUrl: '',
  images: [],
  longDescription: '',
  keyBenefits: [],
  processOverview: [],
  relatedProducts: [],
  caseStudies: [],
  markdown: null,
};

export function serviceOverrideDiff(v: ServiceValues, seed: ServiceValues): ServiceOverride {
  const out: Record<string, unknown> = {};
  for (const k of SERVICE_OVERRIDE_KEYS) if (!same(v[k], seed[k])) out[k] = v[k];
  return out as ServiceOverride;
}

export function computeServicesConfig(states: readonly ServiceState[]): ServicesConfig {
  const overrides: [string, ServiceOverride][] = [];
  const media: [string, string[]][] = [];
  const custom: CustomServiceEntry[] = [];
  for (const s of states) {
    if (s.builtin && s.seed) {
      const o = serviceOverrideDiff(s.values, s.seed);
      if (Object.keys(o).length) overrides.push([s.id, o]);
      if (!same(s.values.images, s.seed.images)) media.push([s.id, s.values.images]);
    } else if (!s.builtin) {
      const { slug: _slug, images, ...rest } = s.values;
      void _slug;
      custom.push({ id: s.id, ...rest, createdAt: s.createdAt });
      if (images.length) media.push([s.id, images]);
    }
  }
  custom.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : byId(a, b)));
  return { overrides: sortedRecord(overrides), custom, media: sortedRecord(media) };
}

function serviceSlugOf(link: string): string {
  return normalizeServiceLink(link).slice(SERVICE_LINK_PREFIX.length);
}

export function applyServiceOverride(base: ServiceValues, o: ServiceOverride): ServiceValues {
  const v: ServiceValues = { ...base };
  for (const k of SERVICE_OVERRIDE_KEYS) if (o[k] !== undefined) (v as unknown as Record<string, unknown>)[k] = o[k];
  if (o.link !== undefined) {
    v.link = normalizeServiceLink(o.link);
    v.slug = serviceSlugOf(v.link);
  }
  return v;
}

/** Plans an incoming services config over the current states (present sections replace, absent stay). */
export function planServicesConfig(
  current: readonly ServiceState[],
  input: ServicesConfigInput,
  now: Date = new Date(),
): { states: ServiceState[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const builtins = current.filter((s) => s.builtin);
  const builtinIds = new Set(builtins.map((b) => b.id));
  const currentById = new Map(current.map((s) => [s.id, s]));
  const states: ServiceState[] = [];
  for (const b of builtins) {
    const seed = b.seed ?? b.values;
    let v: ServiceValues = { ...b.values };
    if (input.overrides) v = { ...applyServiceOverride(seed, {}), images: v.images };
    if (input.overrides?.[b.id]) v = applyServiceOverride(v, input.overrides[b.id]);
    if (input.media) v.images = input.media[b.id] ?? seed.images;
    states.push({ ...b, values: v });
  }
  if (input.custom) {
    const seen = new Set<string>();
    input.custom.forEach((c, i) => {
      if (builtinIds.has(c.id)) return void errors.push({ path: `custom[${i}].id`, message: `'${c.id}' is the id of a built-in service` });
      if (seen.has(c.id)) return void errors.push({ path: `custom[${i}].id`, message: `duplicate id '${c.id}'` });
      seen.add(c.id);
      const prior = currentById.get(c.id);
      const link = normalizeServiceLink(c.link || c.name);
      const v: ServiceValues = {
        ...EMPTY_SERVICE_VALUES,
        ...(prior && !prior.builtin ? prior.values : {}),
        ...Object.fromEntries(Object.entries(c).filter(([k, val]) => val !== undefined && k !== 'id' && k !== 'createdAt')),
        link,
        slug: serviceSlugOf(link),
        name: c.name.trim(),
      } as ServiceValues;
      v.images = input.media ? (input.media[c.id] ?? []) : (prior?.values.images ?? []);
      const created = c.createdAt ? new Date(c.createdAt) : prior ? new Date(prior.createdAt) : now;
      states.push({ id: c.id, builtin: false, values: v, seed: null, createdAt: Number.isNaN(created.getTime()) ? now.toISOString() : created.toISOString() });
    });
  } else {
    for (const c of current.filter((s) => !s.builtin)) {
      states.push({ ...c, values: { ...c.values, images: input.media ? (input.media[c.id] ?? []) : c.values.images } });
    }
  }
  const known = new Set(states.map((s) => s.id));
  for (const id of Object.keys(input.overrides ?? {})) {
    if (!builtinIds.has(id)) errors.push({ path: `overrides.${id}`, message: known.has(id) ? 'overrides apply to built-in services only' : 'no service with this id' });
  }
  for (const id of Object.keys(input.media ?? {})) if (!known.has(id)) errors.push({ path: `media.${id}`, message: 'no service with this id' });
  const owner = new Map<string, string>();
  for (const s of states) {
    const key = s.values.slug.toLowerCase();
    if (owner.has(key)) errors.push({ path: s.builtin ? `overrides.${s.id}.link` : `custom.${s.id}.link`, message: `the link ${s.values.link} is already used by '${owner.get(key)}'` });
    else owner.set(key, s.id);
  }
  return { states, errors };
}
