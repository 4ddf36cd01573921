// Pre-filling forms from what the shop knows (docs/accounts.md "Pre-filled forms"): the demo checkout and the
// quote dialogs fill a field only while it is empty and untouched, so a late answer never overwrites typing; the
// profile maps onto the public forms' fields (/request-quote, /contact).
import { prefillChanges, profileFormValues } from '@/lib/domain/prefill';

const FIELDS = ['name', 'email', 'institution', 'phone'] as const;
const KNOWN = { name: 'Rosalind Franklin', email: 'rf@lab.test', institution: "King's College", phone: '+44 20 7836 5454' };

describe('a pre-fill fills only empty fields the visitor has not edited', () => {
  test.each<[string, Record<string, string>, Partial<Record<string, string | null>>, string[], Record<string, string>]>([
    ['every empty field gets what is known', {}, KNOWN, [], KNOWN],
    ['a field the visitor typed in keeps what was typed', { name: 'Ada', email: '' }, KNOWN, ['name'], { email: KNOWN.email, institution: KNOWN.institution, phone: KNOWN.phone }],
    ['a field typed before hydration (not seen as an edit) is kept too', { email: 'ada@lab.test' }, KNOWN, [], { name: KNOWN.name, institution: KNOWN.institution, phone: KNOWN.phone }],
    ['a field the visitor emptied stays empty', { name: '' }, KNOWN, ['name'], { email: KNOWN.email, institution: KNOWN.institution, phone: KNOWN.phone }],
    ['nothing known, nothing filled (an empty profile, a guest order)', {}, { name: '', email: null, institution: undefined, phone: '   ' }, [], {}],
    ['known values are trimmed', {}, { name: '  Rosalind Franklin ' }, [], { name: 'Rosalind Franklin' }],
    ['fields outside the form are ignored', {}, { ...KNOWN, department: 'Biophysics' } as Record<string, string>, [], KNOWN],
  ])('%s', (_rule, current, known, edited, expected) => {
    expect(prefillChanges(FIELDS, current, known, new Set(edited))).toEqual(expected);
  });
});

describe("a profile maps onto the public forms' fields", () => {
  const PROFILE = { name: 'Rosalind Franklin', email: 'rf@lab.test', institution: "King's College", department: 'Biophysics', phone: '+44 20 7836 5454' };
  const FILLED = { firstName: 'Rosalind', lastName: 'Franklin', email: 'rf@lab.test', company: "King's College", department: 'Biophysics', phone: '+44 20 7836 5454' };
  test.each<[string, Parameters<typeof profileFormValues>[0], Partial<Record<string, string>>]>([
    ['the institution is the company; e-mail, phone and department keep their names', PROFILE, FILLED],
    ['the first word is the first name, the rest (single-spaced) the last name', { name: '  Rosalind  Elsie   Franklin ' }, { firstName: 'Rosalind', lastName: 'Elsie Franklin' }],
    ['a one-word name leaves the last name empty (never "-")', { name: 'Rosalind' }, { firstName: 'Rosalind', lastName: '' }],
    ['an empty profile maps to empty values', { name: '', email: null, institution: undefined, department: '  ', phone: '' }, { firstName: '', lastName: '', email: '', company: '', department: '', phone: '' }],
  ])('%s', (_rule, profile, expected) => {
    expect(profileFormValues(profile)).toMatchObject(expected);
  });

  test('the contact form (no phone, no department) takes only its own fields, and only the empty untouched ones', () => {
    const fields = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'] as const;
    const current = { firstName: 'Ros', lastName: '', email: '', company: '', subject: 'products', message: '' };
    expect(prefillChanges(fields, current, profileFormValues(PROFILE), new Set(['firstName', 'lastName']))).toEqual({ email: 'rf@lab.test', company: "King's College" });
  });
});
