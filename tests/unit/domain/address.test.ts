// docs/accounts.md (the order page paragraph): the city line follows the destination country's convention, one function for
// the account, the order pages, the packing slip and the e-mails.
import { formatAddressLines, formatCityLines } from '@/lib/domain/address';

const BOSTON = { city: 'Boston', state: 'MA', postalCode: '02115' };

describe('formatCityLines: city, state and postcode in the country’s order', () => {
  test.each([
    ['US: city, state ZIP', { ...BOSTON, country: 'US' }, ['Boston, MA 02115']],
    ['US written out', { ...BOSTON, country: 'United States' }, ['Boston, MA 02115']],
    ['US lower case code', { ...BOSTON, country: 'us' }, ['Boston, MA 02115']],
    ['US without a state', { city: 'Boston', postalCode: '02115', country: 'US' }, ['Boston, 02115']],
    ['US without a ZIP', { city: 'Boston', state: 'MA', country: 'US' }, ['Boston, MA']],
    ['US city only', { city: 'Boston', country: 'US' }, ['Boston']],
    ['CA: city, province postcode', { city: 'Toronto', state: 'ON', postalCode: 'M5V 2T6', country: 'CA' }, ['Toronto, ON M5V 2T6']],
    ['AU: city, state postcode', { city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'Australia' }, ['Sydney, NSW 2000']],
    ['GB: town, then the postcode on its own line', { city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }, ['London', 'SW1A 1AA']],
    ['GB written as UK, with a county', { city: 'Cambridge', state: 'Cambridgeshire', postalCode: 'CB2 1TN', country: 'UK' }, ['Cambridge', 'Cambridgeshire', 'CB2 1TN']],
    ['DE: postcode city', { city: 'Berlin', postalCode: '10115', country: 'DE' }, ['10115 Berlin']],
    ['FR: postcode city', { city: 'Paris', postalCode: '75001', country: 'France' }, ['75001 Paris']],
    ['NL: postcode city', { city: 'Amsterdam', postalCode: '1012 AB', country: 'NL' }, ['1012 AB Amsterdam']],
    ['CH: postcode city', { city: 'Zürich', postalCode: '8001', country: 'Switzerland' }, ['8001 Zürich']],
    ['AT: postcode city', { city: 'Wien', postalCode: '1010', country: 'Austria' }, ['1010 Wien']],
    ['IT: postcode city province', { city: 'Roma', state: 'RM', postalCode: '00144', country: 'Italy' }, ['00144 Roma RM']],
    ['ES: postcode city', { city: 'Madrid', postalCode: '28001', country: 'ES' }, ['28001 Madrid']],
    ['another country keeps postcode city state', { city: 'Tokyo', state: 'Tokyo-to', postalCode: '100-0001', country: 'JP' }, ['100-0001 Tokyo Tokyo-to']],
    ['an unknown country keeps postcode city state', { ...BOSTON, country: 'Atlantis' }, ['02115 Boston MA']],
    ['no country keeps postcode city state', { ...BOSTON }, ['02115 Boston MA']],
    ['account addresses name the state region', { city: 'Boston', region: 'MA', postalCode: '02115', country: 'US' }, ['Boston, MA 02115']],
    ['blank parts and extra spaces are dropped', { city: '  Boston ', state: ' ', postalCode: '02115', country: ' US ' }, ['Boston, 02115']],
    ['nothing at all gives no line', { country: 'US' }, []],
  ])('%s', (_rule, address, expected) => {
    expect(formatCityLines(address)).toEqual(expected);
  });
});

describe('formatAddressLines: every printed line, blanks left out', () => {
  test.each([
    ['a US order address', { name: 'Ada Lovelace', line1: '1 Main St', line2: null, ...BOSTON, country: 'US' }, ['Ada Lovelace', '1 Main St', 'Boston, MA 02115', 'US']],
    [
      'an account address with institution and phone',
      { name: 'Ada', institution: 'Lab', line1: 'Unter den Linden 1', line2: 'Room 2', city: 'Berlin', region: '', postalCode: '10117', country: 'Germany', phone: '+49 30 1' },
      ['Ada', 'Lab', 'Unter den Linden 1', 'Room 2', '10117 Berlin', 'Germany', '+49 30 1'],
    ],
    ['a British address', { name: 'Ada', line1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'United Kingdom' }, ['Ada', '10 Downing St', 'London', 'SW1A 2AA', 'United Kingdom']],
    ['no address', null, []],
  ])('%s', (_rule, address, expected) => {
    expect(formatAddressLines(address)).toEqual(expected);
  });
});
