import { z } from 'zod';

export const favoriteStateSchema = z.object({
  productId: z.number().int(),
  favorited: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const productIdParamSchema = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const buyLinkReplySchema = z.object({ url: z.url() });
export type BuyLinkReply = z.infer<typeof buyLinkReplySchema>;
