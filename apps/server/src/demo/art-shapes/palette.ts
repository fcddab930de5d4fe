import { darken, lighten, luminance, materialTone, mix } from '../art-color';

/** The colours and gradient references a shape drawing paints with. */
export interface ArtPalette {
  /** The colour of the spec, as given. */
  source: string;
  /** The product colour, toned as a material. */
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Seams and folds: darker on light colours, lighter on dark ones. */
  seam: string;
  /** Stitching thread. */
  stitch: string;
  /** Luminance of the base, 0–1. */
  lum: number;
  /** Diagonal body gradient (light top-left → dark bottom-right). */
  fill: string;
  /** Vertical body gradient. */
  fillV: string;
  /** A metallic gradient in the base colour. */
  metal: string;
  /** Silver-coloured hardware (buttons, zips, rings). */
  hardware: string;
  /** Soft white highlight, fading out. */
  sheen: string;
  /** Soft black shade, fading out. */
  shade: string;
  /** A fabric fold: dark in the middle, fading out to both sides. */
  fold: string;
}

export function makePalette(hex: string): ArtPalette {
  const base = materialTone(hex);
  const lum = luminance(base);
  const veryDark = lum < 0.03;
  const veryLight = lum > 0.8;
  return {
    source: hex.toLowerCase(),
    base,
    light: veryDark ? lighten(base, 0.2) : lighten(base, veryLight ? 0.6 : 0.22),
    dark: veryDark ? lighten(base, 0.04) : darken(base, veryLight ? 0.1 : 0.22),
    deep: veryDark ? '#050505' : darken(base, veryLight ? 0.32 : 0.5),
    seam: veryDark ? lighten(base, 0.16) : darken(base, veryLight ? 0.16 : 0.3),
    stitch: veryDark ? lighten(base, 0.28) : mix(base, veryLight ? '#8a8f96' : '#ffffff', 0.35),
    lum,
    fill: 'url(#fill)',
    fillV: 'url(#fillV)',
    metal: 'url(#metal)',
    hardware: 'url(#hardware)',
    sheen: 'url(#sheen)',
    shade: 'url(#shade)',
    fold: 'url(#fold)',
  };
}

/** The gradient definitions behind the palette's `url(#…)` references. */
export function paletteDefs(p: ArtPalette): string {
  const metalHi = lighten(p.base, 0.55);
  return `
<linearGradient id="fill" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>
</linearGradient>
<linearGradient id="fillV" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>
</linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="${metalHi}"/><stop offset="0.3" stop-color="${p.base}"/><stop offset="0.55" stop-color="${p.deep}"/>
  <stop offset="0.75" stop-color="${metalHi}"/><stop offset="1" stop-color="${p.dark}"/>
</linearGradient>
<linearGradient id="hardware" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#f4f5f7"/><stop offset="0.45" stop-color="#a9adb3"/><stop offset="0.7" stop-color="#eceef0"/><stop offset="1" stop-color="#7c8188"/>
</linearGradient>
<radialGradient id="sheen"><stop offset="0" stop-color="#fff" stop-opacity="${p.lum < 0.05 ? 0.22 : 0.45}"/><stop offset="0.55" stop-color="#fff" stop-opacity="${p.lum < 0.05 ? 0.08 : 0.16}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="${p.deep}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.deep}" stop-opacity="${p.lum > 0.7 ? 0.1 : 0.22}"/><stop offset="1" stop-color="${p.deep}" stop-opacity="0"/>
</linearGradient>
<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
}
