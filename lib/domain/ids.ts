// Ids the database generates (uuid columns): a path parameter that is not one names no row, and is answered
// 404 before it reaches a query (PostgreSQL would refuse the cast with an error).
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
