// @vitest-environment node
import { readFileSync } from 'node:fs';
import { HEADER_BACKGROUNDS } from '@curio/shared';
import { describe, expect, it } from 'vitest';

/** A gray's oklch lightness (0–1) as #rrggbb: its linear light is L³ (chroma 0). */
function grayHex(lightness: number): string {
  const linear = lightness ** 3;
  const encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
  const channel = Math.round(encoded * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${channel.repeat(3)}`;
}

describe('the dark theme', () => {
  it('paints the header with the background the agent colours are measured on', () => {
    const css = readFileSync(new URL('./dark-theme.css', import.meta.url), 'utf8');
    const white = /--color-white: oklch\(([\d.]+)% 0 0\)/.exec(css)?.[1];
    expect(white).toBeDefined();
    expect(grayHex(Number(white) / 100)).toBe(HEADER_BACKGROUNDS.dark);
  });
});
