import sharp from 'sharp';
import { MESSAGES } from '@curio/shared';
import { MAX_INPUT_PIXELS } from './product-images';

export interface ImageJudgement {
  appropriate: boolean;
  message: string;
}

/** Judges whether an image may be shown as someone's picture. Swap in a real classifier here. */
export interface ImageModerator {
  judge(bytes: Buffer): Promise<ImageJudgement>;
}

/**
 * The default check needs no outside service and judges only what it can know for sure: the image
 * decodes; it is at least 32×32 and at most 40 megapixels; it is not a sliver (aspect ratio ≤ 4:1);
 * and it is not one flat colour (every channel's standard deviation below 2), which is what blank,
 * broken or placeholder uploads look like. It does not judge what the picture shows.
 */
export class BasicImageModerator implements ImageModerator {
  async judge(bytes: Buffer): Promise<ImageJudgement> {
    const refused = { appropriate: false, message: MESSAGES.imageNotAppropriate };
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
      const { width, height } = await image.metadata();
      if (width < 32 || height < 32) return refused;
      if (Math.max(width, height) / Math.min(width, height) > 4) return refused;
      const { channels } = await image.stats();
      if (channels.slice(0, 3).every((channel) => channel.stdev < 2)) return refused;
      return { appropriate: true, message: MESSAGES.imageAppropriate };
    } catch {
      return refused;
    }
  }
}
