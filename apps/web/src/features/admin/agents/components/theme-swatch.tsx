import { isDarkColor, swatchHex } from '@curio/shared';
import { useTranslation } from 'react-i18next';

/**
 * An agent's theme colour: a round swatch and the colour's name, or a gray swatch labelled
 * 'None' when the agent has none (accounts-and-admin §2).
 */
export function ThemeSwatch({ color }: { color: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const hex = color ? swatchHex(color) : null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        data-testid="theme-swatch"
        style={hex ? { backgroundColor: hex } : undefined}
        className={`inline-block size-3.5 shrink-0 rounded-full ring-1 ring-black/15 ring-inset ${hex ? '' : 'bg-neutral-400'}`}
      />
      <span>{color ?? t('agents.none')}</span>
    </span>
  );
}

/** The agent's initial on its theme colour (gray without one). */
export function AgentBadge({ name, color }: { name: string; color: string | null | undefined }) {
  const hex = color ? swatchHex(color) : '#a3a3a3';
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: hex, color: isDarkColor(hex) ? '#ffffff' : '#171717' }}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-base font-bold ring-1 ring-black/10 ring-inset"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
