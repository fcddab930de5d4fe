import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { dashboardProductsMatchSchema } from './product-input';

const categoryName = z
  .string({ message: MESSAGES.categoryRequired })
  .trim()
  .min(1, MESSAGES.categoryRequired)
  .max(100);

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What a bulk action does to every selected product. */
export const bulkProductActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delete') }),
  z.object({ type: z.literal('addCategory'), category: categoryName }),
  z.object({ type: z.literal('removeCategory'), category: categoryName }),
  z.object({
    type: z.literal('changePrice'),
    /** `amount`: CNY added (negative: taken off); `percent`: the price times (100 + value) / 100. */
    by: z.enum(['amount', 'percent']),
    value: z
      .number({ message: MESSAGES.bulkPriceChangeInvalid })
      .min(-LIMITS.productPriceMax, MESSAGES.bulkPriceChangeInvalid)
      .max(LIMITS.productPriceMax, MESSAGES.bulkPriceChangeInvalid)
      .refine(
        (value) => value !== 0 && hasAtMostTwoDecimals(value),
        MESSAGES.bulkPriceChangeInvalid,
      ),
  }),
]);
export type BulkProductAction = z.infer<typeof bulkProductActionSchema>;
export type BulkProductActionType = BulkProductAction['type'];

/** The products of a bulk action: named by id, or every product matching the dashboard search. */
export const bulkProductSelectionSchema = z.discriminatedUnion('by', [
  z.object({
    by: z.literal('ids'),
    ids: z
      .array(z.number().int().positive().max(2_147_483_647), { message: MESSAGES.bulkNoProducts })
      .min(1, MESSAGES.bulkNoProducts)
      .max(LIMITS.bulkProductIdsMax, MESSAGES.bulkTooManyIds)
      .transform((ids) => [...new Set(ids)]),
  }),
  dashboardProductsMatchSchema.extend({ by: z.literal('matching') }),
]);
export type BulkProductSelection = z.infer<typeof bulkProductSelectionSchema>;

export const bulkProductsRequestSchema = z.object({
  selection: bulkProductSelectionSchema,
  action: bulkProductActionSchema,
});
export type BulkProductsRequest = z.input<typeof bulkProductsRequestSchema>;

export const bulkProductsReplySchema = z.object({
  /** How many products the selection held. */
  selected: z.number().int(),
  /** How many of them the action changed or deleted (adding a category they have changes none). */
  changed: z.number().int(),
});
export type BulkProductsReply = z.infer<typeof bulkProductsReplySchema>;
