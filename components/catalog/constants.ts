/** docs/requirements.md §2: the special safe-harbor knock-in product (AAVS1 / ROSA26) shows an extra Add to Cart at the bottom. */
export const SAFE_HARBOR_PRODUCT_ID = 'gep-05';
