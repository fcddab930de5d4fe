import { describe, expect, it } from 'vitest';
import {
  agentTextColor,
  agentTextColors,
  contrastRatio,
  HEADER_BACKGROUNDS,
  isReadableAgentColor,
  MIN_TEXT_CONTRAST,
  mixHex,
} from './agent-contrast';

describe('contrast ratio', () => {
  it('is 21 for black on white, 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffd700', '#ffd700')).toBe(1);
  });

  it('measures the raw theme colours the shoppers saw on the header', () => {
    expect(contrastRatio('#ffd700', HEADER_BACKGROUNDS.light)).toBeCloseTo(1.4, 2);
    expect(contrastRatio('#ffa500', HEADER_BACKGROUNDS.light)).toBeCloseTo(1.97, 2);
    expect(contrastRatio('#0000ff', HEADER_BACKGROUNDS.dark)).toBeCloseTo(2.09, 2);
  });
});

describe('mixing', () => {
  it('mixes channel by channel', () => {
    expect(mixHex('#ffd700', '#000000', 0)).toBe('#ffd700');
    expect(mixHex('#ffd700', '#000000', 0.5)).toBe('#806c00');
    expect(mixHex('#000000', '#ffffff', 1)).toBe('#ffffff');
  });
});

describe("the agent's name in the header", () => {
  it('keeps a colour that is already readable', () => {
    expect(agentTextColor('#0000ff', 'light')).toEqual({
      hex: '#0000ff',
      ratio: expect.closeTo(8.59, 2) as number,
      readable: true,
    });
  });

  it.each([
    ['Gold', 'light', '#8a7400'],
    ['Orange', 'light', '#a36a00'],
    ['Blue', 'dark', '#6e6eff'],
    ['Navy', 'dark', '#7a7abd'],
    ['Red', 'light', '#ed0000'],
  ] as const)('darkens or lightens %s on the %s header just enough', (name, theme, hex) => {
    const text = agentTextColors(name)[theme];
    expect(text.hex).toBe(hex);
    expect(text.ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(text.readable).toBe(true);
  });

  it.each([
    ['Blue', 8.59, 4.55],
    ['Orange', 4.54, 9.07],
    ['Gold', 4.58, 12.78],
  ])('reaches 4.5:1 in both themes for the demo agents’ %s', (name, light, dark) => {
    const cut = (ratio: number) => Math.floor(ratio * 100) / 100;
    const colors = agentTextColors(name);
    expect([cut(colors.light.ratio), cut(colors.dark.ratio)]).toEqual([light, dark]);
    expect(isReadableAgentColor(name)).toBe(true);
  });

  it('refuses what half black or half white cannot make readable', () => {
    for (const name of ['White', 'Beige', 'Yellow']) expect(isReadableAgentColor(name)).toBe(false);
    expect(agentTextColors('White').light).toEqual({
      hex: '#808080',
      ratio: expect.closeTo(3.95, 2) as number,
      readable: false,
    });
  });

  it('takes a colour name without a hex code for black, as its swatch', () => {
    expect(agentTextColors('Sunset Glow')).toEqual(agentTextColors('Black'));
    expect(isReadableAgentColor('Sunset Glow')).toBe(true);
  });
});
