// The app's own catalogue types (docs/conventions.md 1): what lib/server returns to pages, route handlers and
// client components. Never raw database rows.
import type { ProductCategory } from '@/content/types';

export type { ProductCategory };

export interface ProductOption {
  label: string;
  priceCents: number | null;
}

export interface Product {
  id: string;
  slug: string;
  /** '/products/{slug}' */
  link: string;
  name: string;
  description: string;
  catalogNumber: string;
  category: ProductCategory;
  quoteOnly: boolean;
  /** docs/requirements.md §3 type marker. */
  type: 'buy' | 'quote';
  listPriceCents: number | null;
  options: ProductOption[];
  images: string[];
  /** First gallery image (or a placeholder). */
  imageUrl: string;
  availability: string;
  keyFeatures: string[];
  storageStability: string;
  performanceData: string;
  manuals: { title: string; url: string }[];
  storeLink: string | null;
  contentText: string | null;
  fragmentSize: string | null;
  specifications: string[];
  badge: string | null;
  /** Research Resource Identifier without 'RRID:'; null = none. */
  rrid: string | null;
  builtin: boolean;
  hidden: boolean;
  /** A built-in whose values differ from its seed (an override exists). */
  overridden: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Service {
  id: string;
  slug: string;
  link: string;
  name: string;
  description: string;
  icon: string;
  imageUrl: string;
  images: string[];
  longDescription: string;
  keyBenefits: string[];
  processOverview: { step: string; description: string }[];
  relatedProducts: { name: string; link: string }[];
  caseStudies: { title: string; link: string }[];
  markdown: string | null;
  builtin: boolean;
  overridden: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

