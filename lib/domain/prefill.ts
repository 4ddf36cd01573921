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
