import type { ImportRow, ImportRowError } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { useRowErrorText } from './use-row-error-text';

/** The rows the dry run found fault with: row number, product name, and each field's problem. */
export function DryRunTable({ rows }: { rows: readonly ImportRow[] }) {
  const { t } = useTranslation('dashboard');
  const errorText = useRowErrorText();
  const faulty = rows.filter((row) => row.errors.length > 0);
  if (faulty.length === 0) {
    return <p className="mt-4 text-sm text-emerald-800">{t('import.noErrors')}</p>;
  }
  return (
    <div className="relative mt-4 overflow-x-auto rounded-xl border border-neutral-200">
      <table className="w-full text-left text-sm">
        <caption className="bg-neutral-50 px-3 py-2 text-left font-semibold text-neutral-900">
          {t('import.errorsTitle', { count: faulty.length })}
        </caption>
        <thead className="bg-neutral-50 text-neutral-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('import.columns.row')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('import.columns.product')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('import.columns.problem')}
            </th>
          </tr>
        </thead>
        <tbody>
          {faulty.map((row) => (
            <tr key={row.row} className="border-t border-neutral-200 align-top">
              <td className="px-3 py-2 tabular-nums">{row.row}</td>
              <td className="px-3 py-2 break-words">{row.name || '—'}</td>
              <td className="px-3 py-2">
                <ul>
                  {row.errors.map((error: ImportRowError) => (
                    <li key={error.field} className="text-red-800">
                      {errorText(error)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
