// SMTP settings rules (docs/requirements.md §5 'SMTP port: numeric, otherwise 0'; §9 default port 465 with secure on).

export const DEFAULT_SMTP_PORT = 465;

/** docs/requirements.md §5: a whole number from 0 to 65535, otherwise 0. */
export function parsePort(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 65535 ? value : 0;
  if (typeof value !== 'string') return 0;
  const t = value.trim();
  if (!/^\d{1,5}$/.test(t)) return 0;
  const n = Number(t);
  return n <= 65535 ? n : 0;
}
