// Ids the database generates (uuid columns): a path parameter that is not one names no row, and is answered
// 404 before it reaches a query (PostgreSQL would refuse the cast with an error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): boolean {
  return typeof value === 'string' && UUID.test(value);
}
