import { IMPORT_COLUMNS } from '@curio/shared';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useImportNames } from '../hooks/use-import-names';
import { downloadCsv } from '../utils/download-csv';
import { importTemplateCsv, templateLines, type ExampleNames } from '../utils/import-template';
import { ImportNames } from './import-names';

/** How the file must look: the rules, the names this store knows, an example and a template. */
export function ImportFormat() {
  const { t } = useTranslation('dashboard');
  const names = useImportNames();
  // The stored (English) names: the form every language's import reads the same way.
  const example: ExampleNames = {
    category: names.categories[0]?.name,
    colors: names.colors.map(({ name }) => name),
    size: names.sizes[0]?.name,
  };
  return (
    <section
      aria-labelledby="import-format-title"
      className="rounded-xl border border-neutral-200 bg-white p-4 text-sm text-neutral-800"
    >
      <h2 id="import-format-title" className="text-base font-semibold text-neutral-950">
        {t('import.format.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('import.format.columns', { columns: IMPORT_COLUMNS.join(', ') })}</li>
        <li>{t('import.format.lists')}</li>
        <li>{t('import.format.price')}</li>
        <li>{t('import.format.images')}</li>
        <li>{t('import.format.limits')}</li>
      </ul>
      <ImportNames {...names} />
      <p className="mt-3 font-semibold">{t('import.format.example')}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-neutral-100 p-2 text-xs">
        {templateLines(example).join('\n')}
      </pre>
      <button
        type="button"
        disabled={names.loading}
        onClick={() => downloadCsv(importTemplateCsv(example), 'products-template.csv')}
        className={`${buttonClassName('secondary')} mt-3`}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('import.format.template')}
      </button>
      <p className="mt-1 text-neutral-600">{t('import.format.templateHint')}</p>
    </section>
  );
}
