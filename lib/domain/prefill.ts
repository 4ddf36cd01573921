// Pre-filling a form with what the shop already knows (docs/accounts.md): the signed-in customer's account, or
// the contact an offer was made for. A pre-fill can arrive after the visitor started typing, so it only fills a
// field that is still empty and that the visitor has not edited — emptying a field is an edit too.

/** The values a pre-fill sets: `known` for each field of `fields` that is empty in `current` and not in `edited`. */
export function prefillChanges<F extends string>(
  fields: readonly F[],
  current: Partial<Record<F, string>>,
  known: Partial<Record<F, string | null | undefined>>,
  edited: ReadonlySet<string> = new Set(),
): Partial<Record<F, string>> {
  const changes: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = known[field]?.trim();
    if (value && !current[field] && !edited.has(field)) changes[field] = value;
  }
  return changes;
}

/** The signed-in customer's profile as GET /api/account/profile answers it (the e-mail is the sign-in address). */
export interface ProfilePrefill {
  name?: string | null;
  email?: string | null;
  institution?: string | null;
  department?: string | null;
  phone?: string | null;
}

/** The public forms' contact fields a profile can fill (the quote request form has all of them, the contact form some). */
export type ContactFormPrefill = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'department', string>;

/**
 * A profile mapped onto the public forms' fields (/request-quote, /contact): the name splits on whitespace — the
 * first word is the first name, the rest the last name (a one-word name leaves the last name to the visitor,
 * never '-' as the quote dialogs send it); the institution is the form's company, the rest keep their names.
 * Values are trimmed; an unknown value is ''. Which of them are used is `prefillChanges`' call.
 */
export function profileFormValues(profile: ProfilePrefill): ContactFormPrefill {
  const [firstName = '', ...rest] = (profile.name ?? '').trim().split(/\s+/).filter(Boolean);
  const clean = (v: string | null | undefined) => (v ?? '').trim();
  return {
    firstName,
    lastName: rest.join(' '),
    email: clean(profile.email),
    phone: clean(profile.phone),
    company: clean(profile.institution),
    department: clean(profile.department),
  };
}
