// Catalogue administration rules: product values and row states.
import { DEFAULT_AVAILABILITY } from '@/lib/domain/catalog';

export interface ProductOptionValue {
  label: string;
  priceCents: number | null;
}

/** The editable fields of a product (same shape as db/schema ProductFields). */
export interface ProductValues {
  slug: string;
  name: string;
  description: string;
  catalogNumber: string;
  category: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  options: ProductOptionValue[];
  images: string[];
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
  /** Research Resource Identifier without 'RRID:' (docs/documents.md); null = none. */
  rrid: string | null;
}

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

