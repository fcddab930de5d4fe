import { CONVERTED_CURRENCIES } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../common/components/section-card';
import { StatusMessage } from '../../common/components/status-message';
import { useAdminCurrencyRates } from '../api/admin-currency-rates';
import { CurrencyRateForm } from './currency-rate-form';

/** The Currency rates tab: what one yuan buys in each display currency, for shoppers abroad. */
export function CurrencyRatesTab() {
  const { t } = useTranslation('admin');
  const rates = useAdminCurrencyRates();
  return (
    <SectionCard
      level={2}
      title={t('currencyRates.title')}
      description={t('currencyRates.description')}
    >
      {rates.isPending ? (
        <StatusMessage kind="loading">{t('currencyRates.loading')}</StatusMessage>
      ) : rates.isError ? (
        <StatusMessage kind="error">{t('currencyRates.loadFailed')}</StatusMessage>
      ) : (
        <div className="divide-y divide-neutral-200">
          {CONVERTED_CURRENCIES.map((currency) => (
            <CurrencyRateForm
              key={currency}
              currency={currency}
              rate={rates.data.find((rate) => rate.currency === currency)}
            />
          ))}
        </div>
      )}
    </SectionCard>
  );
}
