import type { ImportRow } from '@curio/shared';
import { useTranslation } from 'react-i18next';

/** The categories, colours and sizes the dry run read in another language, case or width. */
export function MatchedNames({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation('dashboard');
  const matches = rows.flatMap(({ row, matched }) =>
    (matched ?? []).map((match) => ({ row, ...match })),
  );
  if (matches.length === 0) return null;
  return (
    <section className="mt-4 text-sm text-neutral-800" aria-labelledby="import-matched-title">
      <h3 id="import-matched-title" className="font-semibold text-neutral-900">
        {t('import.matchedTitle')}
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {matches.map(({ row, field, value, name }) => (
          <li key={`${row}-${field}-${value}`}>
            {t('import.matched', { row, field: t(`import.fields.${field}`), value, name })}
          </li>
        ))}
      </ul>
    </section>
  );
}
