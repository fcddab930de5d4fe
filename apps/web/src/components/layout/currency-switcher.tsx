import { DISPLAY_CURRENCIES, isDisplayCurrency } from '@curio/shared';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '@/hooks/use-display-currency';
import { HeaderSelect } from './header-select';

/** The currency prices are also shown in; remembered in this browser beside the language. */
export function CurrencySwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useDisplayCurrency();
  return (
    <HeaderSelect
      icon={Coins}
      label={t('header.currency')}
      value={currency}
      options={DISPLAY_CURRENCIES.map((code) => ({
        value: code,
        label: t(`header.currencies.${code}`),
      }))}
      onChange={(value) => {
        if (isDisplayCurrency(value)) setCurrency(value);
      }}
      className={className}
    />
  );
}
