import { z } from 'zod';
import { pathIdSchema } from './common';

export const favoriteStateSchema = z.object({
  productId: z.number().int(),
  favorited: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const productIdParamSchema = z.object({ productId: pathIdSchema });

export const buyLinkReplySchema = z.object({ url: z.url() });
export type BuyLinkReply = z.infer<typeof buyLinkReplySchema>;
