// Small helpers shared by the catalogue administration modules; not part of the folder's public surface
// (index.ts does not re-export this file).

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function sortedRecord<T>(entries: [string, T][]): Record<string, T> {
  // Object.fromEntries keeps a '__proto__' key as an own property (never the prototype).
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
