import type { ImportLine } from '@curio/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { downloadCsv } from '../utils/download-csv';
import { importReportCsv } from '../utils/import-report';
import { useRowErrorText } from './use-row-error-text';

type Result = Extract<ImportLine, { type: 'result' }>;

/** What the import did, and its report as a CSV download. */
export function ImportResult({ result }: { result: Result }) {
  const { t } = useTranslation('dashboard');
  const errorText = useRowErrorText();

  const download = () => {
    const csv = importReportCsv(result.rows, {
      header: [
        t('import.report.row'),
        t('import.report.name'),
        t('import.report.status'),
        t('import.report.productId'),
        t('import.report.reasons'),
      ],
      status: (status) => t(`import.report.${status}`),
      reason: errorText,
    });
    downloadCsv(csv, 'import-report.csv');
  };

  return (
    <div className="mt-6 rounded-xl border border-neutral-200 bg-white p-4">
      <p role="status" className="font-semibold text-neutral-900">
        {t('import.done', { created: result.created, skipped: result.skipped })}
      </p>
      {result.created === 0 && result.mode === 'all' && result.skipped > 0 && (
        <p className="mt-1 text-sm text-red-800">{t('import.nothingCreated')}</p>
      )}
      <button type="button" onClick={download} className={`${buttonClassName('secondary')} mt-3`}>
        <Download aria-hidden="true" className="size-4" />
        {t('import.downloadReport')}
      </button>
    </div>
  );
}
