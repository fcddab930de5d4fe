import { luminanceOf, swatchHex } from './colors';

/** WCAG 2.2 AA for text of normal size. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The header's background in each theme: white, and `--color-white` of the web app's
 * styles/dark-theme.css (oklch 20.5% 0), which the dark theme paints it with.
 */
export const HEADER_BACKGROUNDS = { light: '#ffffff', dark: '#171717' } as const;
export type HeaderTheme = keyof typeof HEADER_BACKGROUNDS;

/**
 * The largest share of black (light header) or white (dark header) the agent's name may be mixed
 * with to become readable: past half, the text no longer reads as the agent's colour (white, beige
 * or yellow on a white bar would come out gray or olive).
 */
export const MAX_AGENT_COLOR_MIX = 0.5;

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` with `share` (0–1) of `toward` mixed in, channel by channel in sRGB (CSS color-mix). */
export function mixHex(hex: string, toward: string, share: number): string {
  const channel = (color: string, i: number) => parseInt(color.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(hex, i) * (1 - share) + channel(toward, i) * share))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

export type AgentTextColor = {
  /** The colour the agent's name is drawn in on this theme's header. */
  hex: string;
  /** Its contrast against the header. */
  ratio: number;
  /** Whether it reaches MIN_TEXT_CONTRAST. */
  readable: boolean;
};

/**
 * The agent's colour as header text on one theme: itself when readable, else darkened (light
 * header) or lightened (dark header) by the smallest share that reaches 4.5:1. When even
 * MAX_AGENT_COLOR_MIX does not, that attempt is answered, unreadable.
 */
export function agentTextColor(hex: string, theme: HeaderTheme): AgentTextColor {
  const background = HEADER_BACKGROUNDS[theme];
  const toward = theme === 'light' ? '#000000' : '#ffffff';
  let attempt = { hex, ratio: contrastRatio(hex, background) };
  for (let percent = 1; attempt.ratio < MIN_TEXT_CONTRAST; percent += 1) {
    if (percent > MAX_AGENT_COLOR_MIX * 100) break;
    const mixed = mixHex(hex, toward, percent / 100);
    attempt = { hex: mixed, ratio: contrastRatio(mixed, background) };
  }
  return { ...attempt, readable: attempt.ratio >= MIN_TEXT_CONTRAST };
}

/** The agent's name colour on both headers (a name without a hex code is black, as its swatch). */
export function agentTextColors(colorName: string): Record<HeaderTheme, AgentTextColor> {
  const hex = swatchHex(colorName);
  return { light: agentTextColor(hex, 'light'), dark: agentTextColor(hex, 'dark') };
}

/**
 * Whether a colour may be an agent's theme colour: its name reaches 4.5:1 on the light and the
 * dark header. One rule for the admin's agent form and the server's validation.
 */
export function isReadableAgentColor(colorName: string): boolean {
  const colors = agentTextColors(colorName);
  return colors.light.readable && colors.dark.readable;
}
