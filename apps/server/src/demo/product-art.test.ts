import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from './catalog';
import { distinctArtSpecs } from './art-spec';
import { ART_KINDS, ART_SIZE, artSpecKey, productArtSvg, renderProductArt } from './product-art';
import type { ProductArtSpec } from './product-art';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderProductArt', () => {
  it('renders a 1200×1200 PNG', async () => {
    const png = await renderProductArt({ kind: 'tshirt', color: '#000080', variant: 0 });
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(ART_SIZE);
    expect(meta.height).toBe(ART_SIZE);
  });

  it('draws a different picture for each variant', async () => {
    const spec: ProductArtSpec = { kind: 'sneaker', color: '#ffffff', variant: 0 };
    const [a, b, c] = await Promise.all(
      ([0, 1, 2] as const).map((variant) => renderProductArt({ ...spec, variant })),
    );
    expect(a!.equals(b!)).toBe(false);
    expect(b!.equals(c!)).toBe(false);
    expect(a!.equals(c!)).toBe(false);
  });

  it('is deterministic', async () => {
    const spec: ProductArtSpec = { kind: 'watch', color: '#ffd700', variant: 1 };
    const [a, b] = await Promise.all([renderProductArt(spec), renderProductArt(spec)]);
    expect(a.equals(b)).toBe(true);
  });

  it('paints the item in its colour and keeps text out of the image', async () => {
    for (const kind of ART_KINDS) {
      const svg = productArtSvg({ kind, color: '#008080', variant: 0 });
      expect(svg).toContain('#008080');
      expect(svg).not.toMatch(/<text|<image|https?:\/\/(?!www\.w3\.org)/);
    }
    const red = await renderProductArt({ kind: 'hoodie', color: '#ff0000', variant: 0 });
    const { data } = await sharp(red)
      .extract({ left: 560, top: 760, width: 80, height: 40 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0] ?? 0).toBeGreaterThan((data[1] ?? 0) + 80);
  });
});

describe('art specs', () => {
  it('names a spec by a stable key', () => {
    expect(artSpecKey({ kind: 'cap', color: '#FFC0CB', variant: 2 })).toBe('cap-ffc0cb-2');
  });

  it('lists each spec of the catalogue once, in order of first use', () => {
    const catalog = buildDemoCatalog();
    const specs = distinctArtSpecs(catalog);
    const keys = specs.map(artSpecKey);
    expect(new Set(keys).size).toBe(keys.length);
    const used = new Set(catalog.products.flatMap((p) => p.images.map(artSpecKey)));
    expect(new Set(keys)).toEqual(used);
    expect(keys[0]).toBe(artSpecKey(catalog.products[0]!.images[0]!));
    expect(specs.length).toBeLessThanOrEqual(160);
  });
});
