import { agentTextColors, HEADER_BACKGROUNDS, type HeaderTheme } from '@curio/shared';
import { useTranslation } from 'react-i18next';

const THEMES: HeaderTheme[] = ['light', 'dark'];

/** A ratio as WCAG reads it: never rounded up past the threshold (4.496 is 4.49, not 4.5). */
const floorTo2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/**
 * How the agent's name will look after the logo with this theme colour, on the light and the dark
 * header, with the contrast of each: the colour is refused when either is below 4.5:1.
 */
export function AgentColorContrast({
  id,
  name,
  color,
}: {
  id: string;
  name: string;
  color: string;
}) {
  const { t } = useTranslation('admin');
  const colors = agentTextColors(color);
  const label = name.trim().toUpperCase() || t('agents.contrast.sample').toUpperCase();
  return (
    <div id={id} className="mt-2 space-y-1.5" data-testid="agent-color-contrast">
      <p className="text-xs font-medium text-neutral-700">{t('agents.contrast.title')}</p>
      <ul className="flex flex-wrap gap-2">
        {THEMES.map((theme) => {
          const text = colors[theme];
          return (
            <li key={theme} className="flex items-center gap-2 text-xs text-neutral-700">
              <span
                aria-hidden="true"
                style={{ backgroundColor: HEADER_BACKGROUNDS[theme], color: text.hex }}
                className="rounded-md px-2 py-1 text-sm font-extrabold tracking-wide ring-1 ring-neutral-300"
              >
                {label}
              </span>
              <span className={text.readable ? undefined : 'font-semibold text-red-700'}>
                {t(`agents.contrast.${theme}`, { ratio: floorTo2(text.ratio) })}
                {!text.readable && ` (${t('agents.contrast.tooLow')})`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
