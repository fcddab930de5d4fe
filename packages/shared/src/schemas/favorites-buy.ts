import { z } from 'zod';
import { BUY_UNAVAILABLE_REASONS, PLATFORMS } from '../limits';
import { pathIdSchema } from './common';

export const favoriteStateSchema = z.object({
  productId: z.number().int(),
  favorited: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const productIdParamSchema = z.object({ productId: pathIdSchema });

export const buyLinkReplySchema = z.object({ url: z.url() });
export type BuyLinkReply = z.infer<typeof buyLinkReplySchema>;

/** For a product: which agents can make its Buy link, and why not for the others. */
export const buyOptionsSchema = z.object({
  /** The shop platform of the product's link; null when the link is not a valid shop link. */
  platform: z.enum(PLATFORMS).nullable(),
  agents: z.array(
    z.object({
      agentId: z.number().int(),
      name: z.string(),
      available: z.boolean(),
      reason: z.enum(BUY_UNAVAILABLE_REASONS).nullable(),
    }),
  ),
});
export type BuyOptions = z.infer<typeof buyOptionsSchema>;
