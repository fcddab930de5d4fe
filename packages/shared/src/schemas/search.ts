import { z } from 'zod';
import { LIMITS } from '../limits';
import { limitSearchText } from '../search/search-text';

/** Start and end (exclusive) offsets of a matched word in a text, for highlighting. */
export const highlightRangeSchema = z.tuple([z.number().int(), z.number().int()]);
export type HighlightRange = z.infer<typeof highlightRangeSchema>;

export const searchSuggestionsQuerySchema = z
  .object({
    /** Longer than `SEARCH_MAX_LENGTH`: cut at a word boundary, not refused. */
    q: z.string().transform((v) => limitSearchText(v)),
  })
  .strict();
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuerySchema>;

/** What the header's search suggests while typing, and what an empty result offers instead. */
export const searchSuggestionsSchema = z.object({
  query: z.string(),
  products: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        price: z.number(),
        imageUrl: z.string().nullable(),
        highlights: z.array(highlightRangeSchema),
      }),
    )
    .max(LIMITS.suggestedProductsMax),
  categories: z
    .array(
      z.object({
        name: z.string(),
        count: z.number().int(),
        highlights: z.array(highlightRangeSchema),
      }),
    )
    .max(LIMITS.suggestedCategoriesMax),
  /**
   * The query with its typos corrected when it found products only through them ("tailord" →
   * "tailored").
   */
  didYouMean: z.string().nullable(),
  /**
   * The words the results are for when some words of the query match nothing at all and the
   * others find products ("men's watch" → "watch"); null when they are for the whole query.
   */
  showingResultsFor: z.string().nullable(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
