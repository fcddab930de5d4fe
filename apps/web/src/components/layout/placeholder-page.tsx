import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { PageContainer } from './page-container';

/** A page whose feature comes later: its heading and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer narrow>
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-4 text-neutral-600">{t('pages.placeholder')}</p>
    </PageContainer>
  );
}
