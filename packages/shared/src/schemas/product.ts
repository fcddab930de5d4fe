import { z } from 'zod';
import { PLATFORMS } from '../limits';

export const productImageSchema = z.object({
  card: z.string(),
  card2x: z.string(),
  detail: z.string(),
  detail2x: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSellerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profilePicture: z.object({ pictureUrl: z.string() }).nullable(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  productLink: z.string().nullable(),
  platform: z.enum(PLATFORMS).nullable(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  categories: z.array(z.string()),
  /** First detail image (600×600), as the spec's `imageUrl`. */
  imageUrl: z.string().nullable(),
  /** Detail images (600×600) in order, as the spec's `imageUrls`. */
  imageUrls: z.array(z.string()),
  /** Every variant of each image, in the same order. */
  images: z.array(productImageSchema),
  user: productSellerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
