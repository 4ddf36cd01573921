import 'server-only';
// Catalogue writes: the messages its refusals answer with.

export const STALE_PRODUCT = 'This product was changed by someone else after you opened it. Your edit was not saved; reload to see the latest version.';
export const STALE_SERVICE = 'This service was changed by someone else after you opened it. Your edit was not saved; reload to see the latest version.';
export const STALE_CATALOG = 'The catalogue changed since you loaded it. Nothing was saved; reload and try again.';
export const IMPORT_INVALID = 'Import failed: invalid file or corrupted content.';
