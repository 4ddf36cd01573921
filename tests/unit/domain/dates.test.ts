// One home for printed dates: fixed locale and UTC, whatever the machine's time zone.
import { formatDate, formatDateTime, formatLongDate } from '@/lib/domain/dates';

test.each([
  ['2026-01-02T03:04:05.000Z', 'Jan 2, 2026, 03:04 AM UTC', 'Jan 2, 2026', 'January 2, 2026'],
  ['2025-12-31T23:59:00.000Z', 'Dec 31, 2025, 11:59 PM UTC', 'Dec 31, 2025', 'December 31, 2025'],
  ['2026-07-04', 'Jul 4, 2026, 12:00 AM UTC', 'Jul 4, 2026', 'July 4, 2026'],
])('%s', (iso, dateTime, date, long) => {
  expect(formatDateTime(iso)).toBe(dateTime);
  expect(formatDate(iso)).toBe(date);
  expect(formatLongDate(iso)).toBe(long);
});

test.each([[null], [undefined], [''], ['not a date']])('%p prints as a dash (admin) or nothing (blog)', (iso) => {
  expect(formatDateTime(iso)).toBe('—');
  expect(formatDate(iso)).toBe('—');
  expect(formatLongDate(iso)).toBe('');
});
