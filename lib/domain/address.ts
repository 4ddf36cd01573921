// Postal addresses as printed on the account, order pages, packing slip and e-mails: one function, so the city
// line follows the destination country's convention everywhere ('Boston, MA 02115', '10115 Berlin', a British
// postcode on its own line). Pure; the country is the free text the customer or Stripe gave.
import { countryCode } from '@/lib/domain/stripe-customer';

export interface PostalAddress {
  name?: string | null;
  institution?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  /** State, province or county (orders and Stripe call it `state`, account addresses `region`). */
  state?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
  phone?: string | null;
}

// Names countryCode (the Stripe pre-fill's list) does not know but whose convention differs from the default.
const MORE_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  austria: 'AT',
  österreich: 'AT',
  italy: 'IT',
  italia: 'IT',
  spain: 'ES',
  españa: 'ES',
  belgium: 'BE',
  norway: 'NO',
  finland: 'FI',
  portugal: 'PT',
  poland: 'PL',
  'czech republic': 'CZ',
  czechia: 'CZ',
  luxembourg: 'LU',
  ireland: 'IE',
};

/** City, then state and ZIP: 'Boston, MA 02115'. */
const CITY_STATE_POSTAL = new Set(['US', 'CA', 'AU']);
/** Town and postcode on separate lines (Royal Mail). */
const CITY_THEN_POSTCODE_LINE = new Set(['GB']);

function clean(v: string | null | undefined): string {
  return typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '';
}

function addressCountry(country: string): string | null {
  if (!country) return null;
  return countryCode(country) ?? MORE_COUNTRY_NAMES[country.toLowerCase().replace(/\./g, '').replace(/^the /, '')] ?? null;
}

/** The line(s) between the street and the country: city, state and postcode in the country's order. */
export function formatCityLines(a: PostalAddress): string[] {
  const city = clean(a.city);
  const state = clean(a.state) || clean(a.region);
  const postal = clean(a.postalCode);
  const code = addressCountry(clean(a.country));
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  let lines: string[];
  if (code && CITY_STATE_POSTAL.has(code)) {
    const rest = join(state, postal);
    lines = [city && rest ? `${city}, ${rest}` : join(city, rest)];
  } else if (code && CITY_THEN_POSTCODE_LINE.has(code)) {
    lines = [city, state, postal];
  } else {
    // Continental Europe's convention ('10115 Berlin', '00144 Roma RM'), and the form kept for every other country.
    lines = [join(postal, city, state)];
  }
  return lines.filter(Boolean);
}

/** Every printed line of an address, blanks left out: name, institution, street, city line(s), country, phone. */
export function formatAddressLines(a: PostalAddress | null | undefined): string[] {
  if (!a) return [];
  return [clean(a.name), clean(a.institution), clean(a.line1), clean(a.line2), ...formatCityLines(a), clean(a.country), clean(a.phone)].filter(Boolean);
}
