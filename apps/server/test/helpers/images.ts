import sharp from 'sharp';

/** A real photo-like image (a gradient with noise), so moderation sees texture. */
export async function photo(
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  width = 320,
  height = 240,
): Promise<Buffer> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x + y) * 7) % 256;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels } });
  return image.toFormat(format).toBuffer();
}

export function flatImage(width = 200, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#777777' } })
    .png()
    .toBuffer();
}
