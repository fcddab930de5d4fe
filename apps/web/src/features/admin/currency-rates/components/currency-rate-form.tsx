import {
  convertFromCny,
  currencyRateInputSchema,
  formatMoney,
  type AdminCurrencyRate,
  type ConvertedCurrency,
} from '@curio/shared';
import { Save } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useSchemaText } from '@/hooks/use-schema-text';
import { toast } from '@/lib/toast';
import { TextField } from '../../common/components/text-field';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { useSetCurrencyRate } from '../api/admin-currency-rates';

type CurrencyRateFormProps = { currency: ConvertedCurrency; rate: AdminCurrencyRate | undefined };

/** One currency's rate: typed, checked as the server checks it, saved, and when and by whom. */
export function CurrencyRateForm({ currency, rate }: CurrencyRateFormProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [text, setText] = useState(rate?.perCny ?? '');
  const [error, setError] = useState<string>();
  const schemaText = useSchemaText();
  const serverMessage = useServerMessage();
  const save = useSetCurrencyRate();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = currencyRateInputSchema.safeParse({ perCny: text });
    if (!parsed.success) {
      setError(schemaText(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    save.mutate(
      { currency, input: parsed.data },
      {
        onSuccess: (saved) => {
          setText(saved.perCny);
          toast.success(t('currencyRates.saved', { currency, rate: saved.perCny }));
        },
        onError: (failure) => setError(serverMessage(failure, t('currencyRates.saveFailed'))),
      },
    );
  };

  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const converted = rate && convertFromCny(100, rate.perCny);
  const status = rate
    ? [
        converted !== undefined &&
          t('currencyRates.example', {
            cny: formatMoney(100, 'CNY', language),
            converted: formatMoney(converted, currency, language),
          }),
        rate.setBy
          ? t('currencyRates.setOnBy', {
              date: when.format(new Date(rate.setAt)),
              name: rate.setBy,
            })
          : t('currencyRates.setOn', { date: when.format(new Date(rate.setAt)) }),
      ]
        .filter(Boolean)
        .join(' · ')
    : t('currencyRates.notSet', { currency });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-x-3 gap-y-2 py-4 sm:grid-cols-[1fr_auto]"
    >
      <TextField
        label={t('currencyRates.rateLabel', { currency })}
        hint={t('currencyRates.hint', { currency })}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        required
      />
      <div className="sm:pt-7">
        <button type="submit" disabled={save.isPending} className={buttonClassName('primary')}>
          <Save aria-hidden="true" className="size-4" />
          {t('currencyRates.save', { currency })}
        </button>
      </div>
      <p className="text-sm text-neutral-700 sm:col-span-2">{status}</p>
    </form>
  );
}
