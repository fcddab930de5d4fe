import { IMPORT_COLUMNS } from '@curio/shared';
import { useTranslation } from 'react-i18next';

/** How the file must look, with an example row. */
export function ImportFormat() {
  const { t } = useTranslation('dashboard');
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
      <p className="mt-3 font-semibold">{t('import.format.example')}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-neutral-100 p-2 text-xs">
        {`${IMPORT_COLUMNS.join(',')}\nLinen Shirt,Loose fit,88.00,https://item.taobao.com/item.htm?id=612345678901,Shirts,White|Navy,M|L,front.jpg|back.jpg`}
      </pre>
    </section>
  );
}
