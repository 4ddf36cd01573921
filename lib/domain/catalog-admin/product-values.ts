// Catalogue administration rules: product values and row states.
import { DEFAULT_AVAILABILITY } from '@/lib/domain/catalog';
import type { ProductFields } from '@/lib/validations/catalog';

/** A product's editable fields: the stored shape declared once by its zod schema (lib/validations/catalog.ts). */
export type ProductValues = ProductFields;
export type ProductOptionValue = ProductValues['options'][number];

export interface ProductState {
  id: string;
  builtin: boolean;
  hidden: boolean;
  values: ProductValues;
  seed: ProductValues | null;
  /** ISO time. */
  createdAt: string;
}

export const EMPTY_PRODUCT_VALUES: ProductValues = {
  slug: '',
  name: '',
  description: '',
  catalogNumber: '',
  category: 'reagents-markers',
  quoteOnly: true,
  listPriceCents: null,
  options: [],
  images: [],
  availability: DEFAULT_AVAILABILITY,
  keyFeatures: [],
  storageStability: '',
  performanceData: '',
  manuals: [],
  storeLink: null,
  contentText: null,
  fragmentSize: null,
  specifications: [],
  badge: null,
  rrid: null,
};

/** The card part of a product: what the spec's `overrides` and custom `products` entries carry. */
export const CARD_KEYS = ['slug', 'name', 'description', 'category', 'quoteOnly'] as const;
/** The rest: what the spec's `details` carry. */
export const DETAIL_KEYS = [
  'images', 'catalogNumber', 'availability', 'listPriceCents', 'options', 'keyFeatures', 'storageStability',
  'performanceData', 'manuals', 'storeLink', 'contentText', 'fragmentSize', 'specifications', 'badge',
  'rrid',
] as const;

