import { agentTextColor, swatchHex, type HeaderTheme } from '@curio/shared';
import type { CSSProperties } from 'react';

/** The name's colour on one theme's header, or the ordinary text colour when none is readable. */
function textColor(hex: string, theme: HeaderTheme): string {
  const text = agentTextColor(hex, theme);
  return text.readable ? text.hex : 'var(--color-neutral-900)';
}

/**
 * The signed-in user's agent after the logo (co-branding): a swatch in the agent's theme colour,
 * and the name in that colour darkened (light theme) or lightened (dark theme) until it reaches
 * 4.5:1 against the header.
 */
export function LogoAgent({ name, colorName }: { name: string; colorName: string }) {
  const hex = swatchHex(colorName);
  const colors = {
    '--agent-light': textColor(hex, 'light'),
    '--agent-dark': textColor(hex, 'dark'),
  } as CSSProperties;
  return (
    <>
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-neutral-300" />
      <span
        aria-hidden="true"
        data-testid="logo-agent-swatch"
        style={{ backgroundColor: hex }}
        className="size-3 shrink-0 rounded-full ring-1 ring-neutral-900/30"
      />
      {/* Two computed colours, one per theme: the one place the header needs a dark: variant. */}
      <span
        data-testid="logo-agent"
        style={colors}
        className="truncate text-lg font-extrabold tracking-wide text-(--agent-light) dark:text-(--agent-dark)"
      >
        {name}
      </span>
    </>
  );
}
