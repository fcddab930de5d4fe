import sharp from 'sharp';
import { lighten, luminance, mix } from './art-color';
import type { ProductArtSpec } from './art-spec';
import { SHAPES } from './art-shapes';
import { makePalette, paletteDefs } from './art-shapes/palette';
import type { ArtPalette } from './art-shapes/palette';
import type { ShapeArt } from './art-shapes/types';

export { ART_KINDS, artSpecKey } from './art-spec';
export type { ProductArtSpec } from './art-spec';

export const ART_SIZE = 1200;

/** A neutral that flatters the item: sand for black, white and greys, else a pale tint of the item. */
function backdropTint(p: ArtPalette): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(p.base.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const spread = Math.max(r, g, b) - Math.min(r, g, b);
  return spread < 40 ? '#cdbba3' : p.base;
}

function background(spec: ProductArtSpec, p: ArtPalette): string {
  const tint = backdropTint(p);
  const whiteItem = p.lum > 0.7;
  if (spec.variant === 0) {
    const inner = whiteItem ? '#e9ebee' : '#fbfaf8';
    const outer = whiteItem ? '#c8ced6' : '#e4e0da';
    return `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>
<rect width="1200" height="1200" fill="url(#bg)"/>`;
  }
  if (spec.variant === 1) {
    const wall = whiteItem ? '#d5dbe2' : lighten(tint, 0.8);
    const floor = whiteItem ? '#bcc4ce' : lighten(tint, 0.66);
    return `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${lighten(wall, 0.25)}"/><stop offset="0.62" stop-color="${wall}"/>
  <stop offset="0.7" stop-color="${floor}"/><stop offset="1" stop-color="${lighten(floor, 0.12)}"/>
</linearGradient>
<rect width="1200" height="1200" fill="url(#bg)"/>`;
  }
  const cool = whiteItem ? '#9fb1c2' : luminance(tint) > 0.5 ? mix(tint, '#6f8fa8', 0.5) : tint;
  return `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${lighten(cool, 0.78)}"/><stop offset="1" stop-color="${lighten(cool, whiteItem ? 0.35 : 0.58)}"/>
</linearGradient>
<rect width="1200" height="1200" fill="url(#bg)"/>
<circle cx="930" cy="250" r="330" fill="#fff" opacity="0.18"/>`;
}

function composition(spec: ProductArtSpec, art: ShapeArt): string {
  if (spec.variant === 0) return 'translate(600 610) scale(0.84) translate(-600 -600)';
  if (spec.variant === 1) return 'translate(620 590) rotate(-9) scale(0.74) translate(-600 -600)';
  const [fx, fy] = art.focus;
  return `translate(560 600) scale(1.6) translate(${-fx} ${-fy})`;
}

const SHADOW_SIZE = 200;

function itemLayer(spec: ProductArtSpec): {
  palette: ArtPalette;
  art: ShapeArt;
  transform: string;
} {
  const palette = makePalette(spec.color);
  const art = SHAPES[spec.kind](palette);
  return { palette, art, transform: composition(spec, art) };
}

/**
 * The item's soft drop shadow, drawn small (a blur at full size is slow in librsvg) and
 * scaled up inside the main image, where the blur hides the low resolution.
 */
function shadowSvg(spec: ProductArtSpec): string {
  const { art, transform } = itemLayer(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHADOW_SIZE}" height="${SHADOW_SIZE}" viewBox="0 0 1200 1200">
<defs><filter id="drop" x="-30%" y="-30%" width="160%" height="160%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="18"/>
  <feComponentTransfer><feFuncA type="linear" slope="0.32"/></feComponentTransfer>
</filter></defs>
<g filter="url(#drop)"><g transform="translate(10 24)"><g transform="${transform}">${art.svg}</g></g></g>
</svg>`;
}

/** The SVG document of one product image; `shadowPng` is the rendered {@link shadowSvg}. */
export function productArtSvg(spec: ProductArtSpec, shadowPng?: Buffer): string {
  const { palette, art, transform } = itemLayer(spec);
  const floor = art.floor
    ? `<ellipse cx="${art.floor.cx}" cy="${art.floor.cy}" rx="${art.floor.rx}" ry="${art.floor.rx * 0.14}" fill="${palette.shade}"/>`
    : '';
  const shadow = shadowPng
    ? `<image width="1200" height="1200" preserveAspectRatio="none" href="data:image/png;base64,${shadowPng.toString('base64')}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 1200 1200">
<defs>${paletteDefs(palette)}</defs>
${background(spec, palette)}
${shadow}
<g transform="${transform}">${floor}${art.svg}</g>
</svg>`;
}

/** A 1200×1200 PNG of a product: a flat-vector illustration on a studio backdrop. */
export async function renderProductArt(spec: ProductArtSpec): Promise<Buffer> {
  const shadowPng = await sharp(Buffer.from(shadowSvg(spec)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(Buffer.from(productArtSvg(spec, shadowPng)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
