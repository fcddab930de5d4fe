import { z } from 'zod';
import { LIMITS } from '../limits';
import { parseShopLink, shortShareLink } from '../links';
import { MESSAGES } from '../messages';
import { pageQuery } from './common';
import { productPriceSchema, productPriceSchemaIn } from './product-price';
import { productImageSchema, productSchema } from './product';

export const productLinkSchema = z
  .string({ message: MESSAGES.productLinkRequired })
  .trim()
  .min(1, MESSAGES.productLinkRequired)
  .max(2000, MESSAGES.invalidUrl)
  .superRefine((value, ctx) => {
    // A share link is taken as written: the server follows it to the item before saving.
    if (parseShopLink(value) || shortShareLink(value)) return;
    const message = URL.canParse(value) ? MESSAGES.productLinkPlatform : MESSAGES.invalidUrl;
    ctx.addIssue({ code: 'custom', message });
  });

const namesList = (message: string) =>
  z
    .array(z.string().trim().min(1).max(100), { message })
    .min(1, message)
    .max(30)
    .transform((names) => [...new Set(names)]);

/** The fields of a product, each under its rule of accounts-and-admin §5; no defaults. */
const productFields = {
  name: z
    .string({ message: MESSAGES.productNameRequired })
    .trim()
    .min(1, MESSAGES.productNameRequired)
    .max(200, MESSAGES.productNameTooLong),
  price: productPriceSchema,
  productLink: productLinkSchema,
  description: z
    .string({ message: MESSAGES.descriptionNotText })
    .trim()
    .max(5000, MESSAGES.descriptionTooLong),
  colors: namesList(MESSAGES.colorRequired),
  sizes: namesList(MESSAGES.sizeRequired),
  categories: namesList(MESSAGES.categoryRequired),
  imageUrls: z
    .array(z.string().max(500), { message: MESSAGES.imageRequired })
    .min(1, MESSAGES.imageRequired)
    .max(LIMITS.productImagesMax, MESSAGES.tooManyImages),
};

/** Add and edit product (accounts-and-admin §5): the form and the server share every rule. */
export const productInputSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** The product form's rules: its price read as the page's language writes numbers. */
export const productInputSchemaIn = (language: string) =>
  productInputSchema.extend({ price: productPriceSchemaIn(language) });
export type ProductInputForm = z.input<typeof productInputSchema>;

/**
 * PATCH takes any non-empty subset of the fields, each under the same rule. Built from the fields
 * without defaults: a default would fill in (and overwrite) a field the caller did not send.
 */
export const productPatchSchema = z
  .object(productFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, MESSAGES.productPatchEmpty);
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const imageUploadReplySchema = z.object({
  /** Detail images (600×600), for the product's `imageUrls`. */
  imageUrls: z.array(z.string()),
  images: z.array(productImageSchema),
});

export const DASHBOARD_PRODUCT_FILTERS = [
  'all',
  'name',
  'description',
  'price',
  'category',
  'color',
  'size',
  'seller',
] as const;

/** The dashboard table's sortable columns; `date` is when the product was added. */
export const DASHBOARD_PRODUCT_SORTS = ['date', 'name', 'price', 'views', 'clicks'] as const;
export type DashboardProductSort = (typeof DASHBOARD_PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The products a dashboard search matches (also what "select all matching" acts on). */
export const dashboardProductsMatchSchema = z.object({
  search: z.string().trim().max(200).optional(),
  filter: z.enum(DASHBOARD_PRODUCT_FILTERS).default('all'),
});
export type DashboardProductsMatch = z.infer<typeof dashboardProductsMatchSchema>;

export const dashboardProductsQuerySchema = pageQuery(LIMITS.dashboardPageSize)
  .extend(dashboardProductsMatchSchema.shape)
  .extend({
    sort: z.enum(DASHBOARD_PRODUCT_SORTS).default('date'),
    order: z.enum(SORT_ORDERS).default('desc'),
  });
export type DashboardProductsQuery = z.infer<typeof dashboardProductsQuerySchema>;

export const dashboardProductSchema = productSchema.extend({
  views: z.number().int(),
  buyClicks: z.number().int(),
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;
