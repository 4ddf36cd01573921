// The app's own catalogue types (docs/conventions.md 1): what lib/server returns to pages, route handlers and
// client components. Never raw database rows.
import type { ProductCategory } from '@/content/types';
import type { ProductFields, ServiceFields } from '@/lib/validations/catalog';

export type { ProductCategory };

/** What a product's page, card and API answer carry: its stored fields (one zod schema,
 * lib/validations/catalog.ts) and what the server adds. */
export type Product = ProductFields & {
  id: string;
  /** '/products/{slug}' */
  link: string;
  /** docs/requirements.md §3 type marker. */
  type: 'buy' | 'quote';
  /** First gallery image (or a placeholder). */
  imageUrl: string;
  builtin: boolean;
  hidden: boolean;
  /** A built-in whose values differ from its seed (an override exists). */
  overridden: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type ProductOption = Product['options'][number];

/** A service as pages and the API see it: its stored fields (lib/validations/catalog.ts) and what the server adds. */
export type Service = ServiceFields & {
  id: string;
  builtin: boolean;
  overridden: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};


/** One page of a Products-tab list (GET /api/admin/products?section=…). */
export interface AdminProductPage {
  products: Product[];
  /** Products of the section matching the query. */
  total: number;
  /** Visible products of the whole catalogue, whatever the section and query (the tab's "of N products"). */
  catalogueTotal: number;
  offset: number;
  limit: number;
}
