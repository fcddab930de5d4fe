import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_VARIANTS } from '@curio/shared';
import { startArtRenderer } from './art-renderer';

describe('the demo image renderer process', () => {
  it('answers every stored variant of an image as WebP at its size, smallest first', async () => {
    const renderer = startArtRenderer();
    try {
      const encoded = await renderer.render({ kind: 'cap', color: '#ff0000', variant: 0 });
      expect(encoded.map((image) => image.variant)).toEqual([
        'card',
        'card2x',
        'detail',
        'detail2x',
      ]);
      for (const { variant, bytes } of encoded) {
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([
          PRODUCT_IMAGE_VARIANTS[variant],
          PRODUCT_IMAGE_VARIANTS[variant],
        ]);
      }
    } finally {
      renderer.close();
    }
  });
});
