// Dates in the admin order views: rendered on the server, so one fixed time zone (UTC), labelled.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatOrderDate(iso: string | null): string {
  return iso ? `${dateTime.format(new Date(iso))} UTC` : '—';
}
