/** Colour arithmetic for the product art (hex in, hex out). */
type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m?.[1] || !m[2] || !m[3]) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Mixes `a` toward `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Pure screen colours (#0000ff, #ffff00, CSS's reddish `brown`…) look synthetic on a product;
 * these are the dyed-fabric, leather or metal tones the art paints them with instead.
 */
const MATERIAL_TONES: Record<string, string> = {
  '#0000ff': '#2546c4',
  '#ff0000': '#d62828',
  '#ffff00': '#f4d43c',
  '#008000': '#2f7d3a',
  '#ffa500': '#f29422',
  '#ffd700': '#e2b93f',
  '#a52a2a': '#86502f',
  '#800080': '#7a3f8f',
  '#000080': '#1e2b5e',
  '#f0e68c': '#dccb8e',
};

export function materialTone(hex: string): string {
  return MATERIAL_TONES[hex.toLowerCase()] ?? hex.toLowerCase();
}

/** Hue in degrees (0–360) and saturation (0–1) of a colour. */
function hueSat(hex: string): { hue: number; sat: number } {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return { hue: 0, sat: 0 };
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (hue * 60 + 360) % 360, sat: d / max };
}

/** Greys, black, white and silver: colours a metal can have by itself. */
export const isNeutral = (hex: string) => hueSat(hex).sat < 0.12;

/** Gold-like: a bright, saturated yellow-orange. */
export function isGoldish(hex: string): boolean {
  const { hue, sat } = hueSat(hex);
  return hue >= 38 && hue <= 56 && sat > 0.5 && luminance(hex) > 0.4;
}
