import { useTranslation } from 'react-i18next';
import type { ImportName } from '../hooks/use-import-names';

type Lists = Record<'categories' | 'colors' | 'sizes', ImportName[]>;

/** The category, colour and size names a row may use, as the seller reads them. */
export function ImportNames({ loading, ...lists }: Lists & { loading: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="import-names-title" className="mt-3">
      <h3 id="import-names-title" className="font-semibold">
        {t('import.names.title')}
      </h3>
      {loading ? (
        <p className="mt-1 text-neutral-600">{t('import.names.loading')}</p>
      ) : (
        <dl className="mt-1 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
          {(['categories', 'colors', 'sizes'] as const).map((field) => (
            <div key={field} className="contents">
              <dt className="font-medium">{t(`import.fields.${field}`)}</dt>
              <dd className="break-words text-neutral-700">
                {lists[field].length > 0
                  ? lists[field].map(({ shown }) => shown).join(', ')
                  : t('import.names.none')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
