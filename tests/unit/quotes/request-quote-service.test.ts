// A service page's "Request a Quote" preselects the service type on /request-quote (lib/domain/quote-options.ts).
import { requestQuoteHref, SERVICE_QUOTE_TYPE, SERVICE_TYPES, serviceTypeFromSearch } from '@/lib/domain/quote-options';
import { seedServices } from '@/content/services';

test.each([
  ['custom-cloning', '/request-quote?service=cloning'],
  ['genome-editing', '/request-quote?service=custom'],
  ['lab-supplies', '/request-quote?service=supplies'],
  ['lentivirus-packaging', '/request-quote?service=lentivirus'],
  ['cell-line-generation', '/request-quote?service=celllines'],
  ['an-admin-added-service', '/request-quote'],
  ['', '/request-quote'],
  [null, '/request-quote'],
])('service %j → %s', (slug, href) => {
  expect(requestQuoteHref(slug)).toBe(href);
});

test('every built-in service has a type, and every type is one of the form', () => {
  for (const s of seedServices) expect(SERVICE_QUOTE_TYPE).toHaveProperty(s.slug);
  const values: string[] = SERVICE_TYPES.map((t) => t.value);
  for (const type of Object.values(SERVICE_QUOTE_TYPE)) expect(values).toContain(type);
});

test.each([
  ['?service=lentivirus', 'lentivirus'],
  ['?utm_source=x&service=celllines', 'celllines'],
  ['?service=LENTIVIRUS', null],
  ['?service=genome', null],
  ['?service=', null],
  ['', null],
  ['?service=constructor', null],
])('%j → %j', (search, type) => {
  expect(serviceTypeFromSearch(search)).toBe(type);
});
