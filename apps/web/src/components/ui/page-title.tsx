import { useTranslation } from 'react-i18next';

/** Sets the document title (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('app.pageTitle', { page: title })}</title>;
}
