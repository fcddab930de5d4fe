/** Product image variants: cover-cropped squares, WebP (storefront §9 image sizes, 1× and 2×). */
export const PRODUCT_IMAGE_VARIANTS = {
  card: 150,
  card2x: 300,
  detail: 600,
  detail2x: 1200,
} as const;
export type ProductImageVariant = keyof typeof PRODUCT_IMAGE_VARIANTS;

export const MEDIA_PREFIX = '/media';

/** Images are content-addressed: one key (a hash) names every variant. */
export function productImageUrl(key: string, variant: ProductImageVariant): string {
  return `${MEDIA_PREFIX}/products/${key}-${PRODUCT_IMAGE_VARIANTS[variant]}.webp`;
}

export function productImageUrls(key: string) {
  return {
    card: productImageUrl(key, 'card'),
    card2x: productImageUrl(key, 'card2x'),
    detail: productImageUrl(key, 'detail'),
    detail2x: productImageUrl(key, 'detail2x'),
  };
}

/** The image key of one of our product image URLs (any variant), or null for anything else. */
export function productImageKeyOf(url: string): string | null {
  return /^\/media\/products\/([0-9a-f]{32})-\d+\.webp$/.exec(url)?.[1] ?? null;
}
