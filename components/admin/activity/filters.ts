// The Activity filters (shared by the server page that reads them from the URL and the client view).
export interface ActivityFilters {
  q: string;
  actor: string;
  action: string;
  entityType: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: ActivityFilters = { q: '', actor: '', action: '', entityType: '', from: '', to: '' };

export function filtersFromSearchParams(sp: Record<string, string | string[] | undefined>): ActivityFilters {
  const out: ActivityFilters = { ...EMPTY_FILTERS };
  for (const k of Object.keys(EMPTY_FILTERS) as (keyof ActivityFilters)[]) {
    const v = sp[k];
    if (typeof v === 'string') out[k] = v.slice(0, 254);
  }
  return out;
}
