import { z } from 'zod';
import { EVENT_TYPES, LIMITS, PRODUCT_SORTS, type LookupTranslations } from '../limits';
import { MESSAGES } from '../messages';
import { parseCommaList } from '../filters';
import { limitSearchText } from '../search/search-text';
import { bodyIdSchema, pageQuerySchema, pathIdSchema } from './common';
import { productSchema } from './product';

const commaList = z
  .string()
  .max(2000)
  .optional()
  .transform((value) => parseCommaList(value).slice(0, 50));

const optionalPrice = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ message: MESSAGES.priceNotANumber })
    .min(0, MESSAGES.minPriceBelowZero)
    .max(1_000_000)
    .optional(),
);

/** The catalogue's filters, shared by the product list and the facets (spec §5 matching rules). */
const productFilters = {
  /** Longer than `SEARCH_MAX_LENGTH`: cut at a word boundary, not refused. */
  name: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : limitSearchText(v) || undefined)),
  categories: commaList,
  colors: commaList,
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sellerId: pathIdSchema.optional(),
};

const priceRangeInOrder = (q: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const priceRangeError = { message: MESSAGES.minPriceAboveMax, path: ['minPrice'] };

/** Strict: a parameter the call does not know (`?search=`) is a 400, never silently ignored. */
export const productFiltersQuerySchema = z
  .strictObject(productFilters)
  .refine(priceRangeInOrder, priceRangeError);
export type ProductFiltersQuery = z.infer<typeof productFiltersQuerySchema>;

export const productListQuerySchema = z
  .strictObject({
    ...pageQuerySchema.shape,
    ...productFilters,
    /** Default: relevance when searching by name, newest otherwise. */
    sort: z.enum(PRODUCT_SORTS).optional(),
  })
  .refine(priceRangeInOrder, priceRangeError);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const facetCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const productFacetsSchema = z.object({
  total: z.number().int(),
  categories: z.array(facetCountSchema),
  colors: z.array(facetCountSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const similarProductsSchema = z.array(productSchema).max(LIMITS.similarProductsCap);

export const sellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePicture: z.object({ pictureUrl: z.string() }).nullable(),
  /** The newest products (up to a page); the whole list pages through /products?sellerId=. */
  products: z.array(productSchema),
  productCount: z.number().int(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** A lookup's name in the languages besides English (English is its name; absent: English shows). */
export const lookupTranslationsSchema = z.object({
  zh: z.string().optional(),
  es: z.string().optional(),
  de: z.string().optional(),
  fr: z.string().optional(),
}) satisfies z.ZodType<LookupTranslations>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: lookupTranslationsSchema,
});
export type Category = z.infer<typeof categorySchema>;
export const colorSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  translations: lookupTranslationsSchema,
});
export type Color = z.infer<typeof colorSchema>;
/** An agent's theme colour: the colour's English name is its CSS colour. */
export const themeColorSchema = colorSchema.pick({ id: true, color: true });
export const sizeSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  translations: lookupTranslationsSchema,
});
export type Size = z.infer<typeof sizeSchema>;
export const agentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  themeColorId: z.number().int().nullable(),
  themeColor: themeColorSchema.nullable(),
});
export type Agent = z.infer<typeof agentSchema>;

/** The random id the web app keeps in the browser's local storage; no cookie. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const eventBodySchema = z.object({
  type: z.enum(EVENT_TYPES, { message: MESSAGES.unknownEventType }),
  productId: bodyIdSchema,
  /** Issued by the browser's JavaScript; a view without it is not counted. */
  visitorId: visitorIdSchema.optional(),
});

/** Public settings the web app reads at start (GET /api/site). */
export const siteSchema = z.object({
  oldWebsiteUrl: z.string().nullable(),
  googleSignIn: z.boolean(),
  /** Whether the web app should send its errors to POST /api/monitoring. */
  errorReporting: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;
