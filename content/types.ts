// Typed shapes of the built-in content. The seed (db/seed.ts) writes these into the database once;
// after that the database is the only source of truth (docs/architecture.md "Data").
import type { ProductFields, ServiceFields } from '@/lib/validations/catalog';

export const PRODUCT_CATEGORIES = [
  'reagents-markers',
  'genome-editing',
  'vector-clones',
  'stable-cell-lines',
  'lentivirus',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Fields a seed product may leave out (null / empty when stored). */
type OptionalSeedField = 'storeLink' | 'contentText' | 'fragmentSize' | 'specifications' | 'badge';

/**
 * A built-in product as written in content/products.ts: the stored product fields (declared once by their zod
 * schema in lib/validations/catalog.ts) plus its id and date; fields a seed may omit are optional. Options carry
 * a pack size or kit variant label ('500 μL', 'Low ROX') and a price in integer cents (null = on request); the
 * list price null is 'Contact for Quote'; images are public paths, the first is the cover.
 */
export type SeedProduct = Omit<ProductFields, OptionalSeedField | 'rrid'> & { [K in OptionalSeedField]?: NonNullable<ProductFields[K]> } & {
  id: string; // e.g. 'fp-badm3362', 'gep-01'
  createdAt: string; // ISO date
};
export type SeedProductOption = SeedProduct['options'][number];
export type SeedManual = SeedProduct['manuals'][number];

/** A built-in service (content/services.ts): the stored service fields without the link (derived from the slug). */
export type SeedService = Omit<ServiceFields, 'link' | 'markdown'> & {
  id: string; // cs-01 … cs-05
  markdown?: string; // the last built-in service (cs-05) has none
  createdAt: string;
};

export interface SeedBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string; // markdown
  author: string;
  date: string; // ISO
  category: string;
  coverImage: string;
  readTime: number;
  views: number;
  tags: string[];
}

export interface TeamMember {
  name: string;
  role: string;
  image: string;
  summary: string;
  bio: string; // shown with Read more / Show less
}

export interface InvestorTier {
  title: string;
  description: string;
  points: string[];
}

export interface RoadmapPhase {
  phase: string;
  period: string; // '1 year', '2 years', '3 years'
  funding: string; // '$300k', '$1M', '$3M'
  goals: string[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface CompanyInfo {
  name: string;
  legalName: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Map centre for the contact page embed (docs/requirements.md §9: map box extent 0.02 degrees). */
  geo: { lat: number; lon: number };
  phone: string;
  supportEmail: string;
  salesEmail: string;
  responseTimeHours: number; // 24
}
