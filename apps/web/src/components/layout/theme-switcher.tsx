import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/hooks/use-theme';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme';
import { HeaderSelect } from './header-select';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

const isThemeChoice = (value: string): value is ThemeChoice =>
  (THEME_CHOICES as readonly string[]).includes(value);

/** System, light or dark: remembered in this browser (see lib/theme). */
export function ThemeSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useTheme();
  return (
    <HeaderSelect
      icon={ICONS[choice]}
      label={t('header.theme')}
      value={choice}
      options={THEME_CHOICES.map((option) => ({
        value: option,
        label: t(`header.themes.${option}`),
      }))}
      onChange={(value) => {
        if (isThemeChoice(value)) setChoice(value);
      }}
      className={className}
    />
  );
}
