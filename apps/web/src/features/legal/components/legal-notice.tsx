import { Trans, useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { LegalDocument, LegalSection, legalLinkClassName } from './legal-document';

/** /legal: responsible party, contact link and disclaimer. */
export function LegalNotice() {
  const { t } = useTranslation();
  return (
    <LegalDocument title={t('legal.notice.title')}>
      <LegalSection heading={t('legal.notice.responsible.heading')}>
        <p>{t('legal.notice.responsible.body')}</p>
      </LegalSection>
      <LegalSection heading={t('legal.notice.contact.heading')}>
        <p>
          <Trans
            i18nKey="legal.notice.contact.body"
            components={{ contactLink: <Link to={paths.contact} className={legalLinkClassName} /> }}
          />
        </p>
      </LegalSection>
      <LegalSection heading={t('legal.notice.disclaimer.heading')}>
        <p>{t('legal.notice.disclaimer.content')}</p>
        <p>{t('legal.notice.disclaimer.links')}</p>
      </LegalSection>
    </LegalDocument>
  );
}
