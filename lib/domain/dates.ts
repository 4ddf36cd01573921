// Every date the site prints: a fixed locale (en-US) and time zone (UTC), so the server's HTML and the browser's
// re-render give the same text. Unreadable or missing dates print as '—' (admin) or '' (blog).
const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function time(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/** 'Jan 2, 2026, 03:04 AM UTC' (admin lists, order views). */
export function formatDateTime(iso: string | null | undefined): string {
  const t = time(iso);
  return t === null ? '—' : dateTime.format(t);
}

/** 'Jan 2, 2026' (admin lists). */
export function formatDate(iso: string | null | undefined): string {
  const t = time(iso);
  return t === null ? '—' : dateOnly.format(t);
}

/** 'January 2, 2026' (blog posts and cards). */
export function formatLongDate(iso: string | null | undefined): string {
  const t = time(iso);
  return t === null ? '' : longDate.format(t);
}
