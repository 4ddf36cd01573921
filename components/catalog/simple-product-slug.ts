/** docs/requirements.md §2: the simple product page lives at /p/{slug}-ui; the '-ui' suffix is not part of the product slug. */
export function simpleProductSlug(param: string): string {
  return param.replace(/\/+$/, '').replace(/-ui$/i, '');
}
