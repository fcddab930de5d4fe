/**
 * Images per second of the product upload pipeline (sharp: decode, 4 cover-cropped WebP variants,
 * metadata stripped — the server's own `storeProductImage`) beside jimp producing the same four
 * cover-cropped variants, on the same inputs, in one run. jimp has no WebP encoder, so its variants
 * are JPEG (quality 80): the comparison favours jimp, if anything.
 *
 *   npx tsx bench/image-pipeline.ts [--images 12] [--rounds 3]
 */
import { Jimp } from 'jimp';
import sharp from 'sharp';
import { PRODUCT_IMAGE_VARIANTS } from '@curio/shared';
import { storeProductImage } from '../apps/server/src/media/product-images';
import type { MediaStorage } from '../apps/server/src/media/storage';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const IMAGES = arg('images', 12);
const ROUNDS = arg('rounds', 3);

/** A photo-like JPEG (gradients and noise, 1600×1200, about what a seller uploads under 1 MB). */
async function samplePhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = ((x * 255) / width + (state & 15)) & 255;
    raw[i + 1] = ((y * 255) / height + ((state >> 4) & 15)) & 255;
    raw[i + 2] = ((x + y + seed * 40) / 11 + ((state >> 8) & 31)) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Keeps nothing: the bench measures the image work, not the disk. */
class NullStorage implements MediaStorage {
  bytes = 0;
  put(_path: string, data: Buffer): Promise<void> {
    this.bytes += data.length;
    return Promise.resolve();
  }
  exists(): Promise<boolean> {
    return Promise.resolve(false);
  }
  remove(): Promise<void> {
    return Promise.resolve();
  }
  removeTemporaryFiles(): Promise<number> {
    return Promise.resolve(0);
  }
}

async function viaSharp(inputs: Buffer[]): Promise<number> {
  const storage = new NullStorage();
  for (const input of inputs) await storeProductImage(storage, input);
  return storage.bytes;
}

async function viaJimp(inputs: Buffer[]): Promise<number> {
  let bytes = 0;
  for (const input of inputs) {
    const image = await Jimp.read(input);
    for (const side of Object.values(PRODUCT_IMAGE_VARIANTS)) {
      const variant = image.clone().cover({ w: side, h: side });
      bytes += (await variant.getBuffer('image/jpeg', { quality: 80 })).length;
    }
  }
  return bytes;
}

async function measure(name: string, run: (inputs: Buffer[]) => Promise<number>, inputs: Buffer[]) {
  await run(inputs.slice(0, 1)); // warm-up
  const perRound: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    await run(inputs);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    perRound.push(inputs.length / seconds);
  }
  const best = Math.max(...perRound);
  const median = [...perRound].sort((a, b) => a - b)[Math.floor(perRound.length / 2)] ?? best;
  return {
    pipeline: name,
    'images/s (median)': Number(median.toFixed(2)),
    'images/s (best)': Number(best.toFixed(2)),
  };
}

const inputs = await Promise.all(Array.from({ length: IMAGES }, (_, i) => samplePhoto(i + 1)));
console.log(
  `${IMAGES} inputs of 1600×1200 JPEG, ${ROUNDS} rounds each, 4 variants (150, 300, 600, 1200 px)`,
);
const sharpRow = await measure('sharp → WebP (Curio)', viaSharp, inputs);
const jimpRow = await measure('jimp → JPEG', viaJimp, inputs);
console.table([sharpRow, jimpRow]);
const ratio = sharpRow['images/s (median)'] / jimpRow['images/s (median)'];
console.log(`sharp / jimp = ${ratio.toFixed(1)}× (target ≥ 10×)`);
