import type { ArtPalette } from './palette';

export interface ShapeArt {
  /** SVG elements of the item, drawn on a 1200×1200 canvas. */
  svg: string;
  /** The point a close-up (variant 2) zooms on. */
  focus: readonly [number, number];
  /** Where the item stands: a floor shadow is drawn there. Flat lays leave it out. */
  floor?: { cx: number; cy: number; rx: number };
}

export type ShapeDrawer = (p: ArtPalette) => ShapeArt;

/** Mirrors a path's x coordinates around the canvas centre (x → 1200 − x). */
export function mirrorPath(d: string): string {
  let index = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => {
    const value = Number(n);
    const out = index % 2 === 0 ? 1200 - value : value;
    index++;
    return String(out);
  });
}
