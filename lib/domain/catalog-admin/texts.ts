// Catalogue administration rules: texts and client mirror (docs/requirements.md §4, §5, §8).

export const NAME_REQUIRED = 'Name is required';
/** Asked before the Add / Edit product dialog closes (Escape, the overlay, Close, Cancel) with changes not saved. */
export const DISCARD_PRODUCT_CHANGES = 'Discard your changes to this product?';
export const IMPORT_SUCCESS_MESSAGE = 'Imported product settings. Please refresh to ensure all changes take effect.';
export const IMPORT_FAILURE_MESSAGE = 'Import failed: invalid file or corrupted content.';
export const SAVED_SERVICE_DETAILS = 'Saved service details';
export const PRODUCTS_CONFIG_STORAGE_KEY = 'bioark_products_config_v1';
export const SERVICES_CONFIG_STORAGE_KEY = 'bioark_services_config_v1';
export const SERVICES_CHANGED_EVENT = 'services-changed';
/** Imports and config PUTs larger than this get 413. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const PRODUCT_LINK_PREFIX = '/products/';
