// Search inputs (docs/search.md): the logged query, the suggestion query and the admin's synonym groups.
import { z } from '@/lib/validations/zod';
import { parseSynonymTerms, SEARCH_QUERY_MAX } from '@/lib/domain/search';

/** Long queries are cut rather than refused: the search itself truncates to 200 characters. */
const queryText = z.string().max(10_000).transform((s) => s.slice(0, SEARCH_QUERY_MAX * 2));

export const searchLogSchema = z.object({ q: queryText });

export const synonymGroupSchema = z.object({
  terms: z
    .string()
    .trim()
    .min(1, 'Enter at least two terms separated by commas')
    .max(500, 'At most 500 characters')
    .refine((s) => parseSynonymTerms(s).length >= 2, 'Enter at least two different terms separated by commas'),
});

/** A synonym group's id in the address: a positive int4. */
export const synonymGroupIdSchema = z.object({ id: z.coerce.number().int().min(1).max(2 ** 31 - 1) });

export type SynonymGroupInput = z.infer<typeof synonymGroupSchema>;
