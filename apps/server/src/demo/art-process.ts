/**
 * The demo image renderer, run as a process of its own by the seeding (see art-renderer.ts): the
 * SVG rasteriser and the encoders leave the C allocator holding a few hundred MB that it does not
 * give back, which go with this process instead of staying in the server for good.
 */
import sharp from 'sharp';
import { encodeProductImage } from '../media/product-images';
import type { ArtReply, ArtRequest } from './art-renderer';
import { renderProductArt } from './product-art';

// Each image is rendered once: libvips' operation cache would only hold memory.
sharp.cache(false);

function reply(message: ArtReply): void {
  process.send?.(message);
}

process.on('message', (request: ArtRequest) => {
  renderProductArt(request.spec)
    .then(encodeProductImage)
    .then(
      (encoded) => reply({ id: request.id, encoded }),
      (error: unknown) => reply({ id: request.id, error: String(error) }),
    );
});
process.on('disconnect', () => process.exit(0));
