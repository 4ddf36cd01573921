// Catalogue administration rules (docs/requirements.md §3 Products config, export bundle, Services config; §4 Products (admin),
// Services (admin); §5 Add product, Service Add, Import products). Pure: no I/O, no React.
//
// The database rows are the truth (docs/architecture.md "Data"): a built-in row keeps its seed, so its "override"
// and "details" are simply the fields that differ from the seed. The spec's config shapes are computed from
// row states here, and an incoming config is planned back into row states here; lib/server writes the plan.
// One module per concern; import from '@/lib/domain/catalog-admin' (this file) unless a module is all you need.
export * from '@/lib/domain/catalog-admin/texts';
export * from '@/lib/domain/catalog-admin/product-values';
// Prices as text live in lib/domain/spec-product.ts.
export { CONTACT_FOR_QUOTE, centsToPriceText, parsePriceText, type PriceParse } from '@/lib/domain/spec-product';
export * from '@/lib/domain/catalog-admin/product-config';
export * from '@/lib/domain/catalog-admin/apply-config';
export * from '@/lib/domain/catalog-admin/untrusted-json';
export * from '@/lib/domain/catalog-admin/product-form';
export * from '@/lib/domain/catalog-admin/services';
export * from '@/lib/domain/catalog-admin/service-form';
